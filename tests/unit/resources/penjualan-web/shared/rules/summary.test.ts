import { describe, expect, it } from 'vitest';
import { ENTITY_CV_ID, ENTITY_PRIBADI_ID } from '@/domain/entity';
import { paymentSummary, queueSummary, tabCounts } from '@/resources/penjualan-web/shared/rules/summary';

const order = (fields: Record<string, unknown>) => ({
  kode_transaksi: 'WEB-1',
  entitas_id: ENTITY_PRIBADI_ID,
  status_pembayaran: 'LUNAS',
  status_pengiriman: 'SIAP_DIKIRIM',
  ...fields,
});

describe('the queue’s counts from a list of orders (the fake’s summary, and the screen’s when a server has none)', () => {
  it.each([
    ['a chat-admin order', { tipe_pengiriman: 'CHAT_ADMIN' }, 'chatAdmin'],
    ['a free-shipping order', { apakah_gratis_ongkir: true }, 'gratisOngkir'],
    ['a courier order', { kode_kurir: 'jne' }, 'biteship'],
    ['an order no tab claims, counted as Biteship', {}, 'biteship'],
  ] as const)('%s counts in its type and the total, active or completed by its statuses', (_name, fields, key) => {
    const counts = queueSummary([order(fields), order({ ...fields, status_pengiriman: 'selesai' }), order({ ...fields, status_pembayaran: 'CANCELLED' })]);
    expect(counts.breakdown[key]).toEqual({ active: 1, completed: 2 });
    expect(counts.breakdown.total).toEqual({ active: 1, completed: 2 });
  });

  it('counts CV orders by id or by the CV- code, Pribadi by id, an unknown entity in neither', () => {
    const counts = queueSummary([
      order({ entitas_id: ENTITY_CV_ID }),
      order({ entitas_id: null, kode_transaksi: 'CV-0001' }),
      order({ entitas_id: ENTITY_PRIBADI_ID }),
      order({ entitas_id: 'lain' }),
    ]);
    expect(counts.entities).toEqual({ cv: 2, pribadi: 1 });
    expect(counts.breakdown.total.active).toBe(4);
  });
});

describe('each tab’s count of what it lists', () => {
  it('counts an order no tab claims under Biteship, as the stats card does and the Biteship tab lists it', () => {
    const orders = [order({ kode_kurir: 'jne' }), order({}), order({ tipe_pengiriman: 'CHAT_ADMIN', status_pengiriman: 'SELESAI' })];
    expect(tabCounts(orders)).toEqual({
      'all-orders': { active: 2, completed: 1 },
      'chat-admin': { active: 0, completed: 1 },
      'gratis-ongkir': { active: 0, completed: 0 },
      biteship: { active: 2, completed: 0 },
    });
    expect(queueSummary(orders).breakdown.biteship).toEqual({ active: 2, completed: 0 });
  });
});

describe('payment verification’s cards from a list of orders', () => {
  it('counts transfers awaiting confirmation, paid orders and every order, reading statuses loosely', () => {
    expect(
      paymentSummary([
        { status_pembayaran: 'MENUNGGU_KONFIRMASI' },
        { status_pembayaran: ' menunggu_konfirmasi ' },
        { status_pembayaran: 'LUNAS' },
        { status_pembayaran: 'DIBATALKAN' },
        { status_pembayaran: null },
      ]),
    ).toEqual({ pending: 2, verified: 1, total: 5 });
  });
});
