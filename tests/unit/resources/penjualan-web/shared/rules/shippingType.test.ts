import { describe, expect, it } from 'vitest';
import { detectShippingType, type ShippingFields } from '@/resources/penjualan-web/shared/rules/shippingType';
import { seedPenjualanWeb } from '@/resources/penjualan-web/fake/seed/seed';

describe('shipping type detection, in the spec order (order spec §4)', () => {
  describe('1. chat admin', () => {
    it.each<[string, ShippingFields]>([
      ['type CHAT_ADMIN', { tipe_pengiriman: 'CHAT_ADMIN' }],
      ['type in lower case', { tipe_pengiriman: 'chat_admin' }],
      ['code CHAT_ADMIN', { kode_kurir: 'CHAT_ADMIN' }],
      ['code CHAT_ADMIN_0', { kode_kurir: 'CHAT_ADMIN_0' }],
      ['service code CHAT_ADMIN_0', { layanan_kurir: 'CHAT_ADMIN_0' }],
      ['method mentioning chat admin', { metode_pengiriman: 'Chat Admin (Koordinasi Pengiriman)' }],
      ['method mentioning coordination', { metode_pengiriman: 'Koordinasi pengiriman' }],
      ['method mentioning admin without promo', { metode_pengiriman: 'Via Admin' }],
    ])('%s → Chat Admin', (_case, order) => {
      expect(detectShippingType(order)).toEqual({ type: 'CHAT_ADMIN', label: 'Chat Admin', description: 'Koordinasi via WhatsApp' });
    });

    it('admin together with promo is not chat admin', () => {
      expect(detectShippingType({ metode_pengiriman: 'Promo Admin Toko', ongkir: 0 }).type).toBe('GRATIS_ONGKIR');
    });

    it('chat admin is checked before free shipping: a free-shipping order whose method mentions chat admin is chat admin', () => {
      expect(detectShippingType({ tipe_pengiriman: 'GRATIS_ONGKIR', metode_pengiriman: 'Chat Admin' }).type).toBe('CHAT_ADMIN');
    });
  });

  describe('2. free shipping', () => {
    it.each<[string, ShippingFields]>([
      ['type GRATIS_ONGKIR', { tipe_pengiriman: 'GRATIS_ONGKIR' }],
      ['code GRATIS_ONGKIR', { kode_kurir: 'GRATIS_ONGKIR' }],
      ['code GRATIS_ONGKIR_0', { kode_kurir: 'gratis_ongkir_0' }],
      ['free-shipping flag', { apakah_gratis_ongkir: true }],
      ['free-shipping flag sent as text', { apakah_gratis_ongkir: 'true' }],
      ['method mentioning free', { metode_pengiriman: 'Free Shipping' }],
      ['method mentioning gratis', { metode_pengiriman: 'Gratis Ongkir - Promo Toko' }],
      ["method 'Promo Toko'", { metode_pengiriman: 'Promo Toko' }],
      ['method mentioning local shipping', { metode_pengiriman: 'Pengiriman Lokal' }],
      ['zero cost with promo', { metode_pengiriman: 'Promo Akhir Tahun', ongkir: 0 }],
      ['zero cost (as text) with promo', { metode_pengiriman: 'Promo Akhir Tahun', ongkir: '0.00' }],
    ])('%s → Gratis Ongkir', (_case, order) => {
      expect(detectShippingType(order)).toEqual({ type: 'GRATIS_ONGKIR', label: 'Gratis Ongkir', description: 'Kirim manual, selesai dengan foto bukti' });
    });

    it('a promo with a cost is not free shipping', () => {
      expect(detectShippingType({ metode_pengiriman: 'Promo Akhir Tahun', ongkir: 15000 }).type).toBe('UNKNOWN');
    });

    it('free shipping is checked before Biteship: a Biteship order with the free-shipping flag is free shipping', () => {
      expect(detectShippingType({ tipe_pengiriman: 'BITESHIP', kode_kurir: 'jne', apakah_gratis_ongkir: true }).type).toBe('GRATIS_ONGKIR');
    });

    it("a flag sent as 'false' is not free shipping", () => {
      expect(detectShippingType({ apakah_gratis_ongkir: 'false', kode_kurir: 'jne' }).type).toBe('BITESHIP');
    });
  });

  describe('3. Biteship, labelled with the courier and described by the service', () => {
    it.each<[string, ShippingFields, string, string]>([
      ['type BITESHIP with courier and service', { tipe_pengiriman: 'BITESHIP', kode_kurir: 'jne', layanan_kurir: 'reg', layanan_pengiriman: 'Reguler', metode_pengiriman: 'JNE REG' }, 'JNE', 'Reguler'],
      ['type BITESHIP without a service name: the service code', { tipe_pengiriman: 'BITESHIP', kode_kurir: 'sicepat', layanan_kurir: 'best' }, 'SiCepat', 'BEST'],
      ['a known courier code alone', { kode_kurir: 'jnt', metode_pengiriman: 'J&T EZ' }, 'J&T Express', 'EZ'],
      ['a Biteship order id', { biteship_order_id: '5f1a2b3c4d5e6f7a8b9c0d1e', biteship_courier_company: 'anteraja' }, 'AnterAja', ''],
      ['method naming Biteship', { metode_pengiriman: 'Biteship' }, 'Biteship', 'Biteship'],
      ['method naming a known courier', { metode_pengiriman: 'Lion Parcel REG_PACK' }, 'Lion Parcel', 'REG_PACK'],
      ['an unknown courier code with a cost above 0', { kode_kurir: 'kurirku', ongkir: 12000, layanan_pengiriman: 'Kilat' }, 'KURIRKU', 'Kilat'],
      ['a cost sent as text', { kode_kurir: 'kurirku', ongkir: '12000.00' }, 'KURIRKU', ''],
    ])('%s → Biteship', (_case, order, label, description) => {
      expect(detectShippingType(order)).toEqual({ type: 'BITESHIP', label, description });
    });

    it.each<[string, ShippingFields]>([
      ['an unknown courier code without a cost', { kode_kurir: 'kurirku', ongkir: 0 }],
      ['an unknown courier code with an unreadable cost', { kode_kurir: 'kurirku', ongkir: 'gratis?' }],
      ['the courier-request code with a cost', { kode_kurir: 'REQUEST_KURIR_0', ongkir: 20000 }],
    ])('%s is not Biteship', (_case, order) => {
      expect(detectShippingType(order).type).toBe('UNKNOWN');
    });
  });

  describe("4. otherwise unknown, 'Belum Diset'", () => {
    it('describes the order by its method, cut at 20 characters', () => {
      expect(detectShippingType({ metode_pengiriman: 'Ambil sendiri di gudang utama' })).toEqual({
        type: 'UNKNOWN',
        label: 'Belum Diset',
        description: 'Ambil sendiri di gud...',
      });
    });

    it('keeps a method of 20 characters or fewer whole', () => {
      expect(detectShippingType({ metode_pengiriman: 'Ambil sendiri gudang' }).description).toBe('Ambil sendiri gudang');
    });

    it('falls back to the courier code when there is no method', () => {
      expect(detectShippingType({ kode_kurir: 'REQUEST_KURIR_0' }).description).toBe('REQUEST_KURIR_0');
    });

    it.each<[string, ShippingFields]>([
      ['an empty order', {}],
      ['all fields null', { tipe_pengiriman: null, kode_kurir: null, metode_pengiriman: null, layanan_pengiriman: null, ongkir: null, apakah_gratis_ongkir: null }],
      ['blank texts', { metode_pengiriman: '   ', kode_kurir: '' }],
    ])('%s says the method is empty', (_case, order) => {
      expect(detectShippingType(order)).toEqual({ type: 'UNKNOWN', label: 'Belum Diset', description: 'Metode pengiriman kosong' });
    });
  });
});

describe("the seed's orders", () => {
  const orders = seedPenjualanWeb(new Date('2026-03-15T05:30:00.000Z'));

  it('are each detected as the shipping type they were seeded with', () => {
    const typed = orders.filter((order) => order.tipe_pengiriman !== null);
    expect(typed.length).toBeGreaterThan(0);
    const mismatched = typed.filter((order) => detectShippingType(order).type !== order.tipe_pengiriman).map((order) => order.kode_transaksi);
    expect(mismatched).toEqual([]);
  });

  it("show a Biteship order's courier name and service", () => {
    const order = orders.find((candidate) => candidate.tipe_pengiriman === 'BITESHIP' && candidate.kode_kurir === 'jne');
    expect(order).toBeDefined();
    expect(detectShippingType(order!)).toEqual({ type: 'BITESHIP', label: 'JNE', description: order!.layanan_pengiriman });
  });
});
