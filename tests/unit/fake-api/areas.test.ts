import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '@/api/endpoint';
import { contractEntries, defineFakeArea } from '@/fake-api/area';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb, fitsAreas, FAKE_DB_VERSION } from '@/fake-api/db';
import { loadFakeAreas } from '@/fake-api/nodeAreas';

const NOW = new Date('2026-11-22T03:00:00Z');

/** Every endpoint any area or the kernel declares, found by file name, not by registration. */
const declaredEndpoints = (): AnyEndpoint[] => {
  const modules = import.meta.glob<Record<string, unknown>>(['/src/**/contract.ts', '/src/providers/*Contract.ts'], { eager: true });
  return Object.values(modules).flatMap((module) =>
    Object.values(module).flatMap((value) =>
      value && typeof value === 'object'
        ? Object.values(value).filter((ep): ep is AnyEndpoint => Boolean(ep && typeof ep === 'object' && 'method' in ep && 'path' in ep && 'response' in ep))
        : [],
    ),
  );
};

describe('fake backend areas: found by their place, one registration line per area', () => {
  it('serves every endpoint declared in any contract file (an area without a fake/ folder fails here)', () => {
    const served = new Set(contractEntries(fakeAreas).map(([, endpoint]) => endpoint));
    const missing = declaredEndpoints().filter((endpoint) => !served.has(endpoint));
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
    expect(declaredEndpoints().length).toBeGreaterThan(30);
  });

  it('every endpoint declares a fallback message for its failures', () => {
    const without = declaredEndpoints().filter((endpoint) => !endpoint.fallback.trim());
    expect(without).toEqual([]);
  });

  it('npm run fake-api finds the same areas on disk as the browser build finds with its glob', async () => {
    const names = (areas: ReadonlyArray<{ name: string }>) => areas.map((area) => area.name).sort();
    expect(names(await loadFakeAreas())).toEqual(names(fakeAreas));
  });

  it('no two areas route the same method and path', () => {
    const keys = contractEntries(fakeAreas).map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});

describe('fake database: tables gathered from the areas', () => {
  it('seeds every table an area declares, and nothing else beside the kernel fields', () => {
    const db = createSeedDb(NOW, fakeAreas);
    const declared = fakeAreas.flatMap((area) => Object.keys(area.tables ?? {}));
    expect(Object.keys(db).sort()).toEqual([...declared, 'seedSize', 'seededAt', 'sessions', 'version'].sort());
    expect(db.version).toBe(FAKE_DB_VERSION);
  });

  it('seeds a table another one reads first, whatever the order of the areas', () => {
    const reversed = createSeedDb(NOW, [...fakeAreas].reverse());
    expect(reversed.produkWeb).toEqual(createSeedDb(NOW, fakeAreas).produkWeb);
  });

  it('refuses a table seeded by two areas, and seeds that read each other', () => {
    const twice = [defineFakeArea({ name: 'a', contract: {}, handlers: {}, tables: { merk: () => [] } }), defineFakeArea({ name: 'b', contract: {}, handlers: {}, tables: { merk: () => [] } })];
    expect(() => createSeedDb(NOW, twice)).toThrow('table "merk" is seeded by two areas');
    const cycle = [
      defineFakeArea({ name: 'a', contract: {}, handlers: {}, tables: { merk: ({ table }) => (table('voucher'), []), voucher: ({ table }) => (table('merk'), []) } }),
    ];
    expect(() => createSeedDb(NOW, cycle)).toThrow('depend on each other');
  });

  it('a stored database fits only when its version matches and every table of this build is in it', () => {
    const db = createSeedDb(NOW, fakeAreas);
    expect(fitsAreas(db, fakeAreas)).toBe(true);
    expect(fitsAreas({ ...db, version: FAKE_DB_VERSION - 1 }, fakeAreas)).toBe(false);
    const { voucher: _dropped, ...withoutVoucher } = db;
    expect(fitsAreas(withoutVoucher as typeof db, fakeAreas)).toBe(false);
    expect(fitsAreas(undefined, fakeAreas)).toBe(false);
  });
});
