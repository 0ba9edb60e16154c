import { DEMO_LOGIN } from '../layout/demoAccount';
import type { Merk } from '../api/schemas/merk';
import type { Order } from '../api/schemas/order';
import { seedBrands } from './seed/brands';
import { seedPosCategories, seedWebCategories } from './seed/categories';
import type { PosKategoriRecord, WebKategoriRecord } from '../api/schemas/webKategori';
import { seedOrders } from './seed/orders';
import type { Voucher } from '../api/schemas/voucher';
import type { CashbackSettings } from '../api/schemas/cashback';
import { seedVouchers } from './seed/vouchers';
import { seedCashbackSettings } from './seed/cashback';
import { seedCashierProducts, type CashierProductRecord } from './seed/cashierProducts';
import { seedWebProducts, type WebProductRecord } from './seed/webProducts';

export interface FakeSession {
  email: string;
  createdAt: string;
}

/** The fake backend's whole state: plain JSON, so it can be persisted and restored as one value. */
export interface FakeDb {
  version: number;
  seededAt: string;
  brands: Merk[];
  webCategories: WebKategoriRecord[];
  posCategories: PosKategoriRecord[];
  orders: Order[];
  vouchers: Voucher[];
  /** Null until the programme is first saved. */
  cashbackSettings: CashbackSettings | null;
  webProducts: WebProductRecord[];
  cashierProducts: CashierProductRecord[];
  sessions: Record<string, FakeSession>;
  knowledgeBase: { updatedAt: string | null; entries: number };
}

/** Bump when the shape changes: a persisted database of another version is replaced by a fresh seed. */
export const FAKE_DB_VERSION = 4;

export const DEMO_ACCOUNT = { ...DEMO_LOGIN, nama: 'Admin Toko' } as const;

export const createSeedDb = (now: Date): FakeDb => ({
  version: FAKE_DB_VERSION,
  seededAt: now.toISOString(),
  brands: seedBrands(),
  webCategories: seedWebCategories(now),
  posCategories: seedPosCategories(),
  orders: seedOrders(now),
  vouchers: seedVouchers(now),
  cashbackSettings: seedCashbackSettings(),
  // Products link to cashier products, brands and categories by id: seeded from the same lists.
  webProducts: seedWebProducts(now, seedBrands(), seedCashierProducts(), seedWebCategories(now)),
  cashierProducts: seedCashierProducts(),
  sessions: {},
  knowledgeBase: { updatedAt: null, entries: 0 },
});

export const nextId = (records: ReadonlyArray<{ id: number | string }>): number =>
  records.reduce((max, record) => (typeof record.id === 'number' && record.id > max ? record.id : max), 0) + 1;
