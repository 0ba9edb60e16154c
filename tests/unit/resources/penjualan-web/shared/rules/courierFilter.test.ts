import { describe, expect, it } from 'vitest';
import { matchesCourierFilter } from '@/resources/penjualan-web/shared/rules/courierFilter';
import type { ShippingFields } from '@/resources/penjualan-web/shared/rules/shippingType';

const jne: ShippingFields = { tipe_pengiriman: 'BITESHIP', kode_kurir: 'jne', metode_pengiriman: 'JNE REG', ongkir: 15000 };
const jnt: ShippingFields = { tipe_pengiriman: 'BITESHIP', kode_kurir: 'jnt', metode_pengiriman: 'J&T EZ', ongkir: 15000 };
const wahanaByText: ShippingFields = { metode_pengiriman: 'Wahana Normal', ongkir: 12000 };
const grab: ShippingFields = { tipe_pengiriman: 'BITESHIP', kode_kurir: 'grab', metode_pengiriman: 'GrabExpress Instant', ongkir: 30000 };
const gratis: ShippingFields = { tipe_pengiriman: 'GRATIS_ONGKIR', kode_kurir: 'GRATIS_ONGKIR', metode_pengiriman: 'Gratis Ongkir - Promo Toko', ongkir: 0 };
const chat: ShippingFields = { tipe_pengiriman: 'CHAT_ADMIN', kode_kurir: 'CHAT_ADMIN', metode_pengiriman: 'Chat Admin (Koordinasi Pengiriman)' };
const unknown: ShippingFields = { metode_pengiriman: 'Ambil sendiri' };

describe('the courier filter (order spec §9 groups)', () => {
  it.each<[string, ShippingFields, string | null | undefined, boolean]>([
    ['no filter shows everything', unknown, null, true],
    ['an empty filter shows everything', chat, '', true],
    ['ALL shows everything', gratis, 'all', true],
    ['BITESHIP takes JNE', jne, 'BITESHIP', true],
    ['BITESHIP takes J&T', jnt, 'BITESHIP', true],
    ['BITESHIP takes a group courier named only in the method', wahanaByText, 'BITESHIP', true],
    ['BITESHIP leaves out a courier outside its ten', grab, 'BITESHIP', false],
    ['BITESHIP leaves out free shipping', gratis, 'BITESHIP', false],
    ['BITESHIP leaves out chat admin', chat, 'BITESHIP', false],
    ['GRATIS_ONGKIR_0 takes free shipping', gratis, 'GRATIS_ONGKIR_0', true],
    ['GRATIS_ONGKIR_0 takes the free-shipping flag', { ...jne, apakah_gratis_ongkir: true }, 'GRATIS_ONGKIR_0', true],
    ['GRATIS_ONGKIR_0 leaves out Biteship', jne, 'GRATIS_ONGKIR_0', false],
    ['CHAT_ADMIN_0 takes chat admin', chat, 'CHAT_ADMIN_0', true],
    ['CHAT_ADMIN_0 leaves out free shipping', gratis, 'CHAT_ADMIN_0', false],
    ['a single courier by name', jnt, 'J&T', true],
    ['a single courier by code', jnt, 'jnt', true],
    ['a single courier leaves out the others', jne, 'J&T', false],
    ['an unknown courier name matches nothing', jne, 'kurirku', false],
  ])('%s', (_case, order, filter, expected) => {
    expect(matchesCourierFilter(order, filter)).toBe(expected);
  });
});
