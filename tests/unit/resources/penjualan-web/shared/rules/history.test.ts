import { describe, expect, it } from 'vitest';
import { historyCounts, historyQuery, orderStatusLabel, statusBadgeColor, statusLabel } from '@/resources/penjualan-web/shared/rules/history';
import type { PaymentStatus } from '@/resources/penjualan-web/schemas';

describe('historyQuery: the history filters become the list call’s query (order spec §7)', () => {
  it.each([
    ['nothing chosen', {}, {}],
    ['a search, trimmed', { q: '  CV-2026 ' }, { search: 'CV-2026' }],
    ['blank values are left out', { q: ' ', status: '', entitas_id: '  ' }, {}],
    ['status and entity', { status: 'LUNAS', entitas_id: 'e-1' }, { status: 'LUNAS', entitas_id: 'e-1' }],
    ['non-text values are ignored', { q: 12, status: null }, {}],
  ])('%s', (_case, filter, expected) => {
    expect(historyQuery(filter)).toEqual(expected);
  });
});

describe('historyCounts: total, paid, pending and cancelled over the selected orders', () => {
  const orders = (...statuses: PaymentStatus[]) => statuses.map((status_pembayaran) => ({ status_pembayaran }));
  it.each([
    ['none', orders(), { total: 0, lunas: 0, pending: 0, dibatalkan: 0 }],
    ['paid', orders('LUNAS', 'LUNAS'), { total: 2, lunas: 2, pending: 0, dibatalkan: 0 }],
    ['awaiting payment or its confirmation is pending', orders('MENUNGGU_PEMBAYARAN', 'MENUNGGU_KONFIRMASI'), { total: 2, lunas: 0, pending: 2, dibatalkan: 0 }],
    ['cancelled and expired both count as cancelled', orders('DIBATALKAN', 'PAYMENT_EXPIRED'), { total: 2, lunas: 0, pending: 0, dibatalkan: 2 }],
    ['a mix', orders('LUNAS', 'MENUNGGU_PEMBAYARAN', 'DIBATALKAN', 'LUNAS'), { total: 4, lunas: 2, pending: 1, dibatalkan: 1 }],
    ['COMPLETED counts as paid, CANCELLED as cancelled', orders('COMPLETED', 'CANCELLED'), { total: 2, lunas: 1, pending: 0, dibatalkan: 1 }],
  ])('%s', (_case, input, expected) => {
    expect(historyCounts(input)).toEqual(expected);
  });
});

describe('status badges: the spec’s colours and readable labels', () => {
  it.each([
    ['MENUNGGU_KONFIRMASI', 'Menunggu Konfirmasi', 'warning'],
    ['DIBATALKAN', 'Dibatalkan', 'error'],
    ['PAYMENT_EXPIRED', 'Payment Expired', 'error'],
    ['SIAP_DIKIRIM', 'Siap Dikirim', 'info'],
    ['DIKIRIM', 'Dikirim', 'success'],
    ['SELESAI', 'Selesai', 'success'],
    ['picking_up', 'Picking Up', 'default'],
    [null, '-', 'default'],
  ] as const)('%s reads "%s" in %s', (status, label, color) => {
    expect(statusLabel(status)).toBe(label);
    expect(statusBadgeColor(status)).toBe(color);
  });
});

describe('orderStatusLabel: an order status chip’s words', () => {
  it.each([
    ['LUNAS', 'Lunas'],
    ['SELESAI', 'Selesai'],
    ['COMPLETED', 'Selesai'],
    ['DIBATALKAN', 'Dibatalkan'],
    ['CANCELLED', 'Dibatalkan'],
    ['MENUNGGU_KOORDINASI_ADMIN', 'Menunggu Koordinasi Admin'],
    ['ON_HOLD', 'ON_HOLD'],
    ['', '-'],
    [null, '-'],
  ])('%j reads %j', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });

  it.each([
    ['COMPLETED', 'success'],
    ['CANCELLED', 'error'],
    ['MENUNGGU_KOORDINASI_ADMIN', 'warning'],
    ['ON_HOLD', 'default'],
  ])('%s has the colour %s (an unknown one neutral)', (status, color) => {
    expect(statusBadgeColor(status)).toBe(color);
  });
});
