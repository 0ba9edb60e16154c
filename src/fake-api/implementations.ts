import type { Contract } from '../api/contract';
import type { AnyEndpoint } from '../api/endpoint';
import { authHandlers } from './handlers/auth';
import { dashboardHandlers } from './handlers/dashboard';
import { knowledgeBaseHandlers } from './handlers/knowledgeBase';
import { merkHandlers } from './handlers/merk';
import { posKategoriHandlers } from './handlers/posKategori';
import { webKategoriHandlers } from './handlers/webKategori';
import { uploadHandlers } from './handlers/upload';
import { voucherHandlers } from './handlers/voucher';
import { cashbackHandlers } from './handlers/cashback';
import { produkWebHandlers } from './handlers/produkWeb';
import type { Handler } from './http';

/**
 * Every contract endpoint's fake implementation. The mapped type makes a missing one a compile
 * error; a unit test checks the same at run time.
 */
export type Implementations = {
  [Area in keyof Contract]: { [Name in keyof Contract[Area]]: Contract[Area][Name] extends AnyEndpoint ? Handler<Contract[Area][Name]> : never };
};

export const implementations: Implementations = {
  auth: authHandlers,
  dashboard: dashboardHandlers,
  merk: merkHandlers,
  webKategori: webKategoriHandlers,
  posKategori: posKategoriHandlers,
  upload: uploadHandlers,
  knowledgeBase: knowledgeBaseHandlers,
  voucher: voucherHandlers,
  cashback: cashbackHandlers,
  produkWeb: produkWebHandlers,
};
