import { DEMO_LOGIN } from '../layout/demoAccount';
import type { Merk } from '../api/schemas/merk';
import type { Order } from '../api/schemas/order';
import { seedBrands } from './seed/brands';
import { seedOrders } from './seed/orders';

export interface FakeSession {
  email: string;
  createdAt: string;
}

/** The fake backend's whole state: plain JSON, so it can be persisted and restored as one value. */
export interface FakeDb {
  version: number;
  seededAt: string;
  brands: Merk[];
  orders: Order[];
  sessions: Record<string, FakeSession>;
  knowledgeBase: { updatedAt: string | null; entries: number };
}

/** Bump when the shape changes: a persisted database of another version is replaced by a fresh seed. */
export const FAKE_DB_VERSION = 1;

export const DEMO_ACCOUNT = { ...DEMO_LOGIN, nama: 'Admin Toko' } as const;

export const createSeedDb = (now: Date): FakeDb => ({
  version: FAKE_DB_VERSION,
  seededAt: now.toISOString(),
  brands: seedBrands(),
  orders: seedOrders(now),
  sessions: {},
  knowledgeBase: { updatedAt: null, entries: 0 },
});

export const nextId = (records: ReadonlyArray<{ id: number | string }>): number =>
  records.reduce((max, record) => (typeof record.id === 'number' && record.id > max ? record.id : max), 0) + 1;
