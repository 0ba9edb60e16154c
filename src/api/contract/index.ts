import type { AnyEndpoint } from '../endpoint';
import { authContract } from './auth';
import { dashboardContract } from './dashboard';
import { knowledgeBaseContract } from './knowledgeBase';
import { merkContract } from './merk';
import { posKategoriContract } from './posKategori';
import { webKategoriContract } from './webKategori';
import { uploadContract } from './upload';
import { voucherContract } from './voucher';
import { cashbackContract } from './cashback';
import { produkWebContract } from './produkWeb';

/**
 * THE contract: every backend endpoint the back office calls, grouped by area. Later areas add a file
 * and a line here; the fake backend must implement every entry (a test walks this object).
 */
export const contract = {
  auth: authContract,
  dashboard: dashboardContract,
  merk: merkContract,
  webKategori: webKategoriContract,
  posKategori: posKategoriContract,
  upload: uploadContract,
  knowledgeBase: knowledgeBaseContract,
  voucher: voucherContract,
  cashback: cashbackContract,
  produkWeb: produkWebContract,
} as const;

export type Contract = typeof contract;

/** Every endpoint with a stable name such as `merk.update`, for routers and tests. */
export const contractEntries = (): Array<[name: string, endpoint: AnyEndpoint]> =>
  Object.entries(contract).flatMap(([area, endpoints]) =>
    Object.entries(endpoints).map(([name, ep]): [string, AnyEndpoint] => [`${area}.${name}`, ep as AnyEndpoint]),
  );
