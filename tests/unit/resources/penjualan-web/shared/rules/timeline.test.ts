import { describe, expect, it } from 'vitest';
import { orderTimeline } from '@/resources/penjualan-web/shared/rules/timeline';

const order = {
  tanggal_pesan: '2026-11-01T02:00:00.000Z',
  completed_at: null as string | null,
  status_pembayaran: 'LUNAS',
  status_pengiriman: 'DIKIRIM',
};

describe('orderTimeline', () => {
  it("reads the server's riwayat_status newest first when it sends one", () => {
    const riwayat_status = [
      { at: '2026-11-01T02:00:00.000Z', action: 'Pesanan dibuat' },
      { at: '2026-11-02T02:00:00.000Z', action: 'Pesanan dikirim' },
    ];
    expect(orderTimeline({ ...order, riwayat_status })).toEqual({ steps: [riwayat_status[1], riwayat_status[0]], derived: false });
  });

  it.each([
    ['absent', undefined],
    ['null', null],
  ])('falls back to what the order carries when riwayat_status is %s: its statuses now, completion and order dates', (_case, riwayat_status) => {
    const timeline = orderTimeline({ ...order, completed_at: '2026-11-03T02:00:00.000Z', status_pengiriman: 'COMPLETED', riwayat_status });
    expect(timeline.derived).toBe(true);
    expect(timeline.steps).toEqual([
      { at: null, action: 'Status saat ini', note: 'Pembayaran Lunas · Pengiriman Selesai' },
      { at: '2026-11-03T02:00:00.000Z', action: 'Pesanan selesai' },
      { at: '2026-11-01T02:00:00.000Z', action: 'Pesanan dibuat' },
    ]);
  });

  it('leaves out dates the order does not carry (an empty date is absent)', () => {
    expect(orderTimeline({ ...order, tanggal_pesan: '', riwayat_status: undefined }).steps.map((step) => step.action)).toEqual(['Status saat ini']);
  });
});

describe("the no-tracking marker in the order's history", () => {
  it("shows 'Resi TANPA-RESI' in words, other notes as sent", () => {
    const steps = orderTimeline({
      ...order,
      riwayat_status: [
        { at: '2026-11-01T02:00:00.000Z', action: 'Pesanan dibuat', note: null, by: null },
        { at: '2026-11-02T02:00:00.000Z', action: 'Pesanan dikirim', note: 'Resi TANPA-RESI', by: 'Admin' },
      ],
    }).steps;
    expect(steps.map((step) => step.note)).toEqual(['Dikirim tanpa resi (kurir toko)', null]);
  });
});
