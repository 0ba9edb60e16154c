import { describe, expect, it } from 'vitest';
import { ENTITY_CV_ID, ENTITY_PRIBADI_ID } from '../../../../../src/domain/entity';
import { refundEndpointEntity, type RefundEndpointEntity } from '../../../../../src/resources/penjualan-web/rules/entity';

describe('refund endpoint by entity (spec section 7)', () => {
  it.each<[string, string | null | undefined, string | null | undefined, RefundEndpointEntity]>([
    ['the company entity id', ENTITY_CV_ID, 'WEB-0001', 'cv'],
    ['the company entity id, whatever the code', ENTITY_CV_ID, 'PR-0001', 'cv'],
    ['no entity and a CV- code', null, 'CV-20260101-0001', 'cv'],
    ['an empty entity and a CV- code', '', 'CV-20260101-0001', 'cv'],
    ['an absent entity and a CV- code', undefined, 'CV-1', 'cv'],
    ['the personal entity id', ENTITY_PRIBADI_ID, 'PR-0001', 'pribadi'],
    ['the personal entity id with a CV- code (the id decides)', ENTITY_PRIBADI_ID, 'CV-0001', 'pribadi'],
    ['an entity id containing CV (operations spec)', 'ent-CV-01', 'WEB-0001', 'cv'],
    ['an unknown entity id with a CV- code (shown as CV, so never refunded as pribadi)', 'lain-lain', 'CV-0001', 'cv'],
    ['an unknown entity id and another code', 'lain-lain', 'WEB-0001', 'pribadi'],
    ['no entity and another code', null, 'WEB-0001', 'pribadi'],
    ['no entity and no code', null, null, 'pribadi'],
  ])('%s → %s', (_case, entitas_id, kode_transaksi, expected) => {
    expect(refundEndpointEntity({ entitas_id, kode_transaksi })).toBe(expected);
  });
});
