import { describe, expect, it } from 'vitest';
import type { Order, OrderItem } from '@/resources/penjualan-web/schemas';
import { seedPenjualanWeb } from '@/resources/penjualan-web/fake/seed/seed';
import { soldProducts } from '@/custom-pages/laporan-produk-terjual/fake/report';
import { createFakeBackendHarness } from '../../../fake-api/fakeBackendHarness';

const NOW = new Date('2026-03-15T05:30:00.000Z');
const TEMPLATE = seedPenjualanWeb(NOW)[0] as Order;

const item = (judul: string, varian: string | null, qty: number, price: number, refunded = 0): OrderItem => ({
  id_detail: Math.random(),
  judul_produk_induk: judul,
  nama_varian: varian,
  sku_varian_web: null,
  qty,
  harga_satuan_sebelum_diskon: price,
  harga_satuan_setelah_diskon_item: price,
  diskon_item: 0,
  subtotal: qty * price,
  berat_gram: 1000,
  qty_refunded: refunded,
});

let nextId = 1;
const order = (tanggal: string, status: Order['status_pembayaran'], items: OrderItem[]): Order => ({
  ...TEMPLATE,
  id: nextId++,
  tanggal_pesan: tanggal,
  status_pembayaran: status,
  items,
});

const ORDERS: Order[] = [
  order('2026-03-15T02:00:00.000Z', 'LUNAS', [item('Semen', null, 2, 60_000), item('Cat', 'Putih', 3, 100_000, 1)]),
  order('2026-03-10T02:00:00.000Z', 'LUNAS', [item('Semen', null, 1, 60_000), item('Cat', 'Merah', 1, 100_000)]),
  order('2026-02-10T02:00:00.000Z', 'LUNAS', [item('Semen', null, 50, 60_000)]), // last month
  order('2026-03-15T03:00:00.000Z', 'DIBATALKAN', [item('Semen', null, 9, 60_000)]),
  order('2026-03-15T03:00:00.000Z', 'MENUNGGU_PEMBAYARAN', [item('Paku', null, 9, 1_000)]),
  order('2026-03-14T03:00:00.000Z', 'LUNAS', [item('Keramik', null, 2, 80_000, 2)]), // refunded in full
];

describe('soldProducts (fake): the lines of the period\'s sales, by product and variant', () => {
  it('BULANAN groups by product and variant, less refunded units, highest total first', () => {
    expect(soldProducts(ORDERS, { filter: 'BULANAN', bulan: 3, tahun: 2026 })).toEqual([
      { produk_web_id: null, varian_id: null, judul_produk: 'Semen', nama_varian: null, qty_terjual: 3, total_penjualan: 180_000 },
      { produk_web_id: null, varian_id: null, judul_produk: 'Cat', nama_varian: 'Putih', qty_terjual: 2, total_penjualan: 200_000 },
      { produk_web_id: null, varian_id: null, judul_produk: 'Cat', nama_varian: 'Merah', qty_terjual: 1, total_penjualan: 100_000 },
    ].sort((a, b) => b.total_penjualan - a.total_penjualan));
  });

  it('HARIAN keeps today only; a cancelled or unpaid order sells nothing', () => {
    const today = soldProducts(ORDERS, { filter: 'HARIAN', tanggal: '2026-03-15' });
    expect(today.map((r) => [r.judul_produk, r.nama_varian, r.qty_terjual])).toEqual([
      ['Cat', 'Putih', 2],
      ['Semen', null, 2],
    ]);
  });

  it('TAHUNAN adds last month', () => {
    const year = soldProducts(ORDERS, { filter: 'TAHUNAN', tahun: 2026 });
    expect(year.find((r) => r.judul_produk === 'Semen')?.qty_terjual).toBe(53);
  });
});

describe('GET /admin/laporan-produk-terjual-web (fake server)', () => {
  it('answers rows for the seeded month', async () => {
    const { call } = createFakeBackendHarness(NOW);
    const answer = await call<unknown[]>('GET', '/admin/laporan-produk-terjual-web?filter=BULANAN&bulan=3&tahun=2026');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(0);
  });

  it('refuses HARIAN without a date with 400', async () => {
    const { call } = createFakeBackendHarness(NOW);
    expect(await call('GET', '/admin/laporan-produk-terjual-web?filter=HARIAN')).toEqual({ status: 400, body: { error: 'Tanggal wajib diisi untuk filter harian.' } });
  });
});
