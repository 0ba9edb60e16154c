import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ENTITY_CV_ID, DEFAULT_ENTITY_PRIBADI_ID } from '@/config';
import { ENTITY_CV_ID, ENTITY_DISPLAY_NAME, ENTITY_PRIBADI_ID, entityIdOf, entityKind, entityName, type EntityKind } from '@/domain/entity';

describe('entityKind: the spec three rules for the company entity', () => {
  it.each<[string, string | null | undefined, string | null | undefined, EntityKind]>([
    ['the configured company id', ENTITY_CV_ID, 'WEB-0001', 'CV'],
    ['the configured personal id', ENTITY_PRIBADI_ID, 'WEB-0001', 'PRIBADI'],
    ['the personal id wins over a CV- code', ENTITY_PRIBADI_ID, 'CV-20260315-0001', 'PRIBADI'],
    ['an entity id containing CV (operations spec)', 'ent-CV-001', 'WEB-0001', 'CV'],
    ['an entity id that is just CV', 'CV', null, 'CV'],
    ['an unknown id and a CV- code', 'lain', 'CV-20260315-0001', 'CV'],
    ['no id and a CV- code', null, 'CV-20260315-0001', 'CV'],
    ['an empty id and a CV- code', '', 'CV-1', 'CV'],
    ['an unknown id and another code', 'lain', 'INV-1', 'UNKNOWN'],
    ['no id and no code', undefined, null, 'UNKNOWN'],
    ['a lower-case cv- prefix is not the spec prefix', 'lain', 'cv-1', 'UNKNOWN'],
    ['CV without a hyphen is not the prefix', 'lain', 'CV1', 'UNKNOWN'],
  ])('%s → %s', (_case, entitasId, kode, expected) => {
    expect(entityKind(entitasId, kode)).toBe(expected);
    expect(entityName(entitasId, kode)).toBe(ENTITY_DISPLAY_NAME[expected]);
  });

  it('sends the configured id when filtering by an entity', () => {
    expect(entityIdOf('CV')).toBe(ENTITY_CV_ID);
    expect(entityIdOf('PRIBADI')).toBe(ENTITY_PRIBADI_ID);
  });

  it('uses distinct display names for the two entities', () => {
    expect(ENTITY_DISPLAY_NAME.CV).not.toBe(ENTITY_DISPLAY_NAME.PRIBADI);
  });
});

describe('entity ids from configuration', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('defaults to the ids the fake backend always used when nothing is set', () => {
    expect(ENTITY_CV_ID).toBe(DEFAULT_ENTITY_CV_ID);
    expect(ENTITY_PRIBADI_ID).toBe(DEFAULT_ENTITY_PRIBADI_ID);
  });

  it('reads VITE_ENTITY_CV_ID and VITE_ENTITY_PRIBADI_ID, and the rules follow them', async () => {
    vi.stubEnv('VITE_ENTITY_CV_ID', ' 11111111-aaaa-4bbb-8ccc-000000000001 ');
    vi.stubEnv('VITE_ENTITY_PRIBADI_ID', '22222222-aaaa-4bbb-8ccc-000000000002');
    vi.resetModules();
    const entity = await import('@/domain/entity');
    expect(entity.ENTITY_CV_ID).toBe('11111111-aaaa-4bbb-8ccc-000000000001');
    expect(entity.ENTITY_PRIBADI_ID).toBe('22222222-aaaa-4bbb-8ccc-000000000002');
    expect(entity.entityKind('11111111-aaaa-4bbb-8ccc-000000000001', 'WEB-1')).toBe('CV');
    expect(entity.entityKind('22222222-aaaa-4bbb-8ccc-000000000002', 'CV-1')).toBe('PRIBADI');
    // The old built-in ids are now just unknown ids.
    expect(entity.entityKind(DEFAULT_ENTITY_PRIBADI_ID, 'WEB-1')).toBe('UNKNOWN');
    expect(entity.entityIdOf('CV')).toBe('11111111-aaaa-4bbb-8ccc-000000000001');
  });

  it('reads the same settings from process.env under tsx in node (npm run fake-api), where import.meta.env is absent', () => {
    const script = "import('./src/domain/entity.ts').then((m) => console.log(JSON.stringify([m.ENTITY_CV_ID, m.ENTITY_PRIBADI_ID])))";
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: process.cwd(),
      env: { ...process.env, VITE_ENTITY_CV_ID: 'cv-from-node', VITE_ENTITY_PRIBADI_ID: 'pribadi-from-node' },
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim())).toEqual(['cv-from-node', 'pribadi-from-node']);
  });
});
