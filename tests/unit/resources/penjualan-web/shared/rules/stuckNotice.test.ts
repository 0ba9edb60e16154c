import { describe, expect, it, vi } from 'vitest';
import { stuckShipmentNotices, type StuckNoticeOrder } from '@/resources/penjualan-web/shared/rules/stuckNotice';
import { takeEvents } from '@/layout/notification-centre/pollEvents';
import { createNotificationCentre } from '@/layout/notification-centre/store';

const NOW = new Date('2026-11-23T03:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const order = (patch: Partial<StuckNoticeOrder>): StuckNoticeOrder => ({
  id: 7,
  kode_transaksi: 'TRX-7',
  nama_penerima: 'Budi',
  status_pembayaran: 'LUNAS',
  status_pengiriman: 'SIAP_DIKIRIM',
  status_changed_at: daysAgo(3),
  tanggal_pesan: daysAgo(3),
  biteship_status: null,
  ...patch,
});

describe('stuckShipmentNotices: one notice per stuck order and reason, by the Order Center’s own rule', () => {
  it.each([
    ['paid, not shipped for 3 days', order({}), 'shipment-stuck:7:NOT_SHIPPED', 'Pesanan TRX-7 atas nama Budi: Tersendat: lunas tapi belum dikirim > 2 hari.'],
    ['shipped 8 days ago, not delivered', order({ status_pengiriman: 'DIKIRIM', status_changed_at: daysAgo(8) }), 'shipment-stuck:7:NOT_DELIVERED', 'Pesanan TRX-7 atas nama Budi: Tersendat: dikirim > 7 hari belum sampai.'],
  ])('%s', (_case, stuck, eventKey, message) => {
    expect(stuckShipmentNotices([stuck], NOW)).toEqual([{ type: 'shipping', title: 'Pengiriman tersendat', message, eventKey }]);
  });

  it('files nothing for orders that are not stuck', () => {
    expect(stuckShipmentNotices([order({ status_changed_at: daysAgo(1) }), order({ status_pengiriman: 'DIKIRIM', biteship_status: 'delivered', status_changed_at: daysAgo(9) })], NOW)).toEqual([]);
  });

  it('marks the first poll as seen, then files only what is new, never twice', () => {
    const storage = { data: new Map<string, string>(), getItem(k: string) { return this.data.get(k) ?? null; }, setItem(k: string, v: string) { this.data.set(k, v); }, removeItem(k: string) { this.data.delete(k); } };
    const centre = createNotificationCentre({ storage, now: () => NOW });
    const file = vi.spyOn(centre, 'file');
    takeEvents(stuckShipmentNotices([order({})], NOW), { first: true }, centre);
    expect(centre.getState().items).toHaveLength(0);
    const later = [order({}), order({ id: 8, kode_transaksi: 'TRX-8' })];
    takeEvents(stuckShipmentNotices(later, NOW), { first: false }, centre);
    takeEvents(stuckShipmentNotices(later, NOW), { first: false }, centre);
    expect(centre.getState().items.map((item) => item.eventKey)).toEqual(['shipment-stuck:8:NOT_SHIPPED']);
    expect(file).toHaveBeenCalledTimes(4);
  });
});
