import { describe, expect, it } from 'vitest';
import { ENTITY_CV_ID, ENTITY_PRIBADI_ID, entityIdOf, entityKind } from '@/domain/entity';
import { filterOrders, readOrderListFilter } from '@/resources/penjualan-web/fake/server/orderQueries';
import type { Order } from '@/resources/penjualan-web/schemas';
import { refundEndpointEntity, type RefundEndpointEntity } from '@/resources/penjualan-web/shared/rules/entity';

describe('refund endpoint by entity (order spec §7)', () => {
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

describe('badge, entity filter and refund route follow one entity rule', () => {
  const order = (entitas_id: string | null, kode_transaksi: string) => ({ ...({} as Order), id: 1, entitas_id, kode_transaksi, tanggal_pesan: '2026-11-20T03:00:00.000Z' }) as Order;
  const listedUnder = (kind: 'CV' | 'PRIBADI', row: Order) =>
    filterOrders([row], readOrderListFilter(new URLSearchParams({ entitas_id: entityIdOf(kind) })), new Date('2026-11-23T03:00:00.000Z')).length === 1;

  it.each<[string, string | null, string, 'CV' | 'PRIBADI' | 'UNKNOWN', RefundEndpointEntity]>([
    ['the configured company id', ENTITY_CV_ID, 'WEB-1', 'CV', 'cv'],
    ['the configured personal id', ENTITY_PRIBADI_ID, 'WEB-1', 'PRIBADI', 'pribadi'],
    ['the personal id with a CV- code', ENTITY_PRIBADI_ID, 'CV-1', 'PRIBADI', 'pribadi'],
    ['an id containing CV', 'entitas-CV-lama', 'WEB-1', 'CV', 'cv'],
    ['no id and a CV- code', null, 'CV-20261120-0001', 'CV', 'cv'],
    ['an unknown id and a CV- code', 'lain', 'CV-20261120-0001', 'CV', 'cv'],
    ['an unknown id and another code', 'lain', 'WEB-1', 'UNKNOWN', 'pribadi'],
  ])('%s: badge %s, refund %s', (_case, entitasId, kode, kind, refund) => {
    const row = order(entitasId, kode);
    expect(entityKind(row.entitas_id, row.kode_transaksi)).toBe(kind);
    expect(refundEndpointEntity(row)).toBe(refund);
    // The entity filter sends the configured id; the server lists the order under the entity its badge shows.
    expect(listedUnder('CV', row)).toBe(kind === 'CV');
    expect(listedUnder('PRIBADI', row)).toBe(kind === 'PRIBADI');
    // A CV order never goes to the personal refund route.
    if (kind === 'CV') expect(refund).toBe('cv');
  });
});
