import { describe, expect, it } from 'vitest';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb, createSeeder, FAKE_DB_VERSION, type FakeDb } from '@/fake-api/db';
import { createTableDb, LEGACY_KEY, META_KEY, SEED_STAMP, tableKey, type StoredMeta, type TableStorage } from '@/fake-api/tableStore';

const NOW = new Date('2026-11-22T03:00:00Z');
const LATER = new Date('2026-11-25T08:30:00Z');

/** IndexedDB as the tests see it: values copied in and out (structured clone), every read and write recorded. */
const memoryStorage = (initial: Record<string, unknown> = {}) => {
  const data = new Map<string, unknown>(Object.entries(initial).map(([key, value]) => [key, structuredClone(value)]));
  const reads: string[][] = [];
  const writes: Array<{ puts: string[]; deletes: string[] }> = [];
  const storage: TableStorage = {
    get: async (keys) => {
      reads.push([...keys]);
      return keys.map((key) => structuredClone(data.get(key)));
    },
    write: async (puts, deletes) => {
      writes.push({ puts: puts.map(([key]) => key), deletes: [...deletes] });
      for (const [key, value] of puts) data.set(key, structuredClone(value));
      for (const key of deletes) data.delete(key);
    },
  };
  return { storage, data, reads, writes };
};

const tableNames = createSeeder(NOW, fakeAreas).names;
const wholeSeed = createSeedDb(NOW, fakeAreas);

const opened = async (storage: TableStorage, clock = () => NOW) => {
  const tables = createTableDb(fakeAreas, storage, clock);
  await tables.load();
  return tables;
};

describe('the in-page fake database, table by table', () => {
  it.each(tableNames)('%s seeded alone on first use is the table a whole seed makes at the same moment', async (name) => {
    const tables = await opened(memoryStorage().storage);
    expect(tables.db[name]).toEqual(wholeSeed[name]);
  });

  it('a screen reading brands seeds the brands only, and a first visit writes only the meta', async () => {
    const { storage, data } = memoryStorage();
    const tables = await opened(storage);
    expect(tables.db.merk.length).toBeGreaterThan(0);
    expect(tables.held()).toEqual(['merk']);
    expect([...data.keys()]).toEqual([META_KEY]);
  });

  it('the tables a tab seeded are stored as the seed, and the next visit reads them back instead of seeding them', async () => {
    const { storage, data, reads } = memoryStorage();
    const tab = await opened(storage);
    void tab.db.penjualanWeb;
    expect(await tab.saveSeeded()).toBe(true);
    expect((data.get(META_KEY) as StoredMeta).written).toEqual({ penjualanWeb: SEED_STAMP });
    // Nothing more to store until another table is seeded.
    expect(await tab.saveSeeded()).toBe(false);

    reads.length = 0;
    const next = await opened(storage);
    expect(reads).toEqual([[META_KEY], [tableKey('penjualanWeb')]]);
    expect(next.db.penjualanWeb).toEqual(wholeSeed.penjualanWeb);
    // A tab that seeded the orders itself does not read the stored seed back.
    reads.length = 0;
    await tab.load();
    expect(reads).toEqual([[META_KEY]]);
  });

  it("a seeded table is not stored over another tab's write of it", async () => {
    const { storage } = memoryStorage();
    const first = await opened(storage);
    const second = await opened(storage);
    void first.db.merk;
    second.startNoting();
    second.db.merk.push({ ...second.db.merk[0]!, id: 999, nama: 'Merk Baru' });
    await second.save();
    await first.load();
    expect(await first.saveSeeded()).toBe(false);
    expect((await opened(storage)).db.merk.at(-1)?.nama).toBe('Merk Baru');
  });

  it('a copy of the whole database (the snapshot) is the whole seed, sessions included', async () => {
    const tables = await opened(memoryStorage().storage);
    expect(structuredClone(tables.db)).toEqual(wholeSeed);
  });

  it('a change writes the tables the request used and the sessions, and a reload reads them back and seeds the rest', async () => {
    const { storage, data, writes } = memoryStorage();
    const tab = await opened(storage);
    tab.startNoting();
    tab.db.merk.push({ ...tab.db.merk[0]!, id: 999, nama: 'Merk Baru' });
    tab.db.sessions.token = { email: 'admin@toko.test', createdAt: NOW.toISOString() };
    await tab.save();
    expect(writes.at(-1)).toEqual({ puts: [META_KEY, tableKey('merk')], deletes: [] });
    expect((data.get(META_KEY) as StoredMeta).sessions).toHaveProperty('token');

    const reloaded = await opened(storage, () => LATER);
    expect(reloaded.db.merk.at(-1)?.nama).toBe('Merk Baru');
    expect(reloaded.db.sessions).toHaveProperty('token');
    // Seeded from the stored moment, not the reload's.
    expect(reloaded.db.voucher).toEqual(wholeSeed.voucher);
    expect(reloaded.db.seededAt).toBe(NOW.toISOString());
  });

  it('a table replaced whole by a handler (assigned) is written', async () => {
    const { storage } = memoryStorage();
    const tab = await opened(storage);
    tab.startNoting();
    tab.db.voucher = [];
    await tab.save();
    expect((await opened(storage)).db.voucher).toEqual([]);
  });

  it('a table seeded after the orders changed still agrees with the seed: every seeded refund has its pending cash-out', async () => {
    const { storage } = memoryStorage();
    const tab = await opened(storage);
    tab.startNoting();
    const refunded = tab.db.penjualanWeb.filter((order) => Number(order.total_refunded ?? 0) > 0);
    expect(refunded.length).toBeGreaterThan(0);
    // The live orders change (a request cancels them all) before pending cash is first read.
    for (const order of tab.db.penjualanWeb) order.status_pembayaran = 'DIBATALKAN';
    await tab.save();

    // In the same tab, and in another one (a reload) that reads the changed orders back.
    for (const later of [tab, await opened(storage)]) {
      expect(later.db.refundRecords).toEqual(wholeSeed.refundRecords);
      expect(later.db.pendingCash).toEqual(wholeSeed.pendingCash);
      for (const order of refunded) {
        const record = later.db.refundRecords.find((r) => String(r.orderId) === String(order.id));
        expect(record, `refund of ${order.kode_transaksi}`).toBeDefined();
        expect(later.db.pendingCash.some((entry) => entry.kodeTransaksi === order.kode_transaksi && entry.id === record?.pendingCashId)).toBe(true);
      }
    }
  });

  it("another tab's write is read on the next load, and only the tables it wrote are read again", async () => {
    const { storage, reads } = memoryStorage();
    const first = await opened(storage);
    const second = await opened(storage);
    first.startNoting();
    first.db.merk.push({ ...first.db.merk[0]!, id: 28, nama: 'Merk Tab Satu' });
    void first.db.voucher;
    await first.save();
    // The second tab reads orders (seeded there) and holds them while the first writes brands.
    expect(second.db.penjualanWeb.length).toBeGreaterThan(0);
    reads.length = 0;
    await second.load();
    expect(reads).toEqual([[META_KEY], [tableKey('merk'), tableKey('voucher')]]);
    second.startNoting();
    second.db.merk.push({ ...second.db.merk[0]!, id: 29, nama: 'Merk Tab Dua' });
    await second.save();

    await first.load();
    expect(first.db.merk.filter((brand) => brand.nama.startsWith('Merk Tab ')).map((brand) => brand.id)).toEqual([28, 29]);
  });

  it('a stored database of another version is replaced by a fresh seed of now, its tables deleted', async () => {
    const stale = { version: FAKE_DB_VERSION - 1, seededAt: NOW.toISOString(), seedSize: 'demo', sessions: {}, written: { merk: 'x' } };
    const { storage, data } = memoryStorage({ [META_KEY]: stale, [tableKey('merk')]: [] });
    const tables = await opened(storage, () => LATER);
    expect(tables.db.seededAt).toBe(LATER.toISOString());
    expect(tables.db.merk).toEqual(createSeedDb(LATER, fakeAreas).merk);
    expect(data.has(tableKey('merk'))).toBe(false);
    expect((data.get(META_KEY) as StoredMeta).version).toBe(FAKE_DB_VERSION);
  });

  it('the whole database kept by an earlier build (one value) is moved into tables, changes and sessions kept', async () => {
    const legacy: FakeDb = structuredClone(wholeSeed);
    legacy.merk.push({ ...legacy.merk[0]!, id: 999, nama: 'Merk Lama' });
    legacy.sessions.token = { email: 'admin@toko.test', createdAt: NOW.toISOString() };
    const { storage, data } = memoryStorage({ [LEGACY_KEY]: legacy });
    const tables = await opened(storage, () => LATER);
    expect(data.has(LEGACY_KEY)).toBe(false);
    const reloaded = await opened(storage, () => LATER);
    expect(reloaded.db.merk.at(-1)?.nama).toBe('Merk Lama');
    expect(reloaded.db.sessions).toHaveProperty('token');
    expect(reloaded.db.seededAt).toBe(NOW.toISOString());
    expect(structuredClone(tables.db)).toEqual(legacy);
  });

  it('a reset starts a fresh seed of the size asked, keeps the sessions and forgets the written tables', async () => {
    const { storage, data } = memoryStorage();
    const tab = await opened(storage);
    tab.startNoting();
    tab.db.merk.push({ ...tab.db.merk[0]!, id: 999, nama: 'Merk Baru' });
    tab.db.sessions.token = { email: 'admin@toko.test', createdAt: NOW.toISOString() };
    await tab.save();
    await tab.reset(LATER, 'large');
    expect(data.has(tableKey('merk'))).toBe(false);

    const other = await opened(storage);
    expect(other.db.seedSize).toBe('large');
    expect(other.db.seededAt).toBe(LATER.toISOString());
    expect(other.db.merk).toEqual(createSeedDb(LATER, fakeAreas).merk);
    expect(other.db.sessions).toHaveProperty('token');
  });

  it('a database replaced whole (a scenario) is written whole and read back whole by another tab', async () => {
    const { storage } = memoryStorage();
    const tab = await opened(storage);
    const scenario = createSeedDb(LATER, fakeAreas);
    scenario.voucher = [];
    await tab.replace(scenario);
    const other = await opened(storage);
    expect(structuredClone(other.db)).toEqual(scenario);
  });

  it('a tab that held a table from the seed reads it back once another tab wrote it', async () => {
    const { storage } = memoryStorage();
    const first = await opened(storage);
    const second = await opened(storage);
    expect(second.db.merk).toEqual(wholeSeed.merk);
    first.startNoting();
    first.db.merk.splice(0, 1);
    await first.save();
    await second.load();
    expect(second.db.merk).toEqual(wholeSeed.merk.slice(1));
  });
});
