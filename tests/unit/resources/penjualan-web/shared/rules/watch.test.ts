import { describe, expect, it } from 'vitest';
import { ORDER_WATCH_QUERY, orderWatchNotices, type WatchedOrder } from '@/resources/penjualan-web/shared/rules/watch';

const NOW = new Date('2026-11-23T03:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const order = (patch: Partial<WatchedOrder>): WatchedOrder => ({
  id: 9,
  kode_transaksi: 'TRX-9',
  nama_penerima: 'Sari',
  total_akhir: 150000,
  status_pembayaran: 'LUNAS',
  status_pengiriman: 'SELESAI',
  status_changed_at: daysAgo(1),
  tanggal_pesan: daysAgo(1),
  biteship_status: null,
  ...patch,
});

describe('the orders watch: one list call, the spec’s parameters only, the screens’ rules on the answer', () => {
  it('asks for the spec’s page of 100 and nothing else (order spec §7: limit, status, search, entitas_id)', () => {
    expect(ORDER_WATCH_QUERY).toEqual({ limit: 100 });
    for (const name of Object.keys(ORDER_WATCH_QUERY)) expect(['limit', 'status', 'search', 'entitas_id']).toContain(name);
  });

  it.each<[string, Partial<WatchedOrder>, string[]]>([
    ['a transfer awaiting confirmation', { status_pembayaran: 'MENUNGGU_KONFIRMASI', status_pengiriman: 'BELUM_DIKIRIM' }, ['payment-pending:9']],
    ['a status sent in lower case', { status_pembayaran: 'menunggu_konfirmasi', status_pengiriman: 'BELUM_DIKIRIM' }, ['payment-pending:9']],
    ['an order awaiting payment (not yet for the admin)', { status_pembayaran: 'MENUNGGU_PEMBAYARAN', status_pengiriman: 'BELUM_DIKIRIM' }, []],
    ['paid, not shipped for 3 days', { status_pengiriman: 'SIAP_DIKIRIM', status_changed_at: daysAgo(3) }, ['shipment-stuck:9:NOT_SHIPPED']],
    ['shipped 8 days ago, not delivered', { status_pengiriman: 'DIKIRIM', status_changed_at: daysAgo(8) }, ['shipment-stuck:9:NOT_DELIVERED']],
    ['paid, shipped yesterday', { status_pengiriman: 'DIKIRIM', status_changed_at: daysAgo(1) }, []],
    ['finished', {}, []],
  ])('%s', (_case, patch, keys) => {
    expect(orderWatchNotices([order(patch)], NOW).map((notice) => notice.eventKey)).toEqual(keys);
  });
});
