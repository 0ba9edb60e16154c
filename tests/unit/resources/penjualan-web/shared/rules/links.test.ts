import { describe, expect, it } from 'vitest';
import { ENTITY_CV_ID, ENTITY_PRIBADI_ID } from '@/domain/entity';
import {
  mapsSearchUrl,
  normalizeWhatsAppPhone,
  orderCenterGreeting,
  orderCenterWhatsAppLink,
  orderCourierTrackingUrl,
  orderItemCount,
  orderMapsUrl,
  recipientChatLink,
  transactionDetailGreeting,
  transactionDetailTrackingUrl,
  transactionDetailWhatsAppLink,
  whatsAppLink,
} from '@/resources/penjualan-web/shared/rules/links';

/** The text a wa.me link carries, decoded. */
const prefilled = (link: string | null): string | null => (link === null ? null : new URL(link).searchParams.get('text'));

describe('WhatsApp phone numbers', () => {
  it.each<[string | number | null | undefined, string | null]>([
    ['081234567890', '6281234567890'],
    ['0812-3456-7890', '6281234567890'],
    ['0812 3456 7890', '6281234567890'],
    ['+62 812-3456-7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['(0812) 3456.7890', '6281234567890'],
    ['81234567890', '6281234567890'],
    [81234567890, '6281234567890'],
    ['', null],
    ['  ', null],
    ['-', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (phone, normalised) => {
    expect(normalizeWhatsAppPhone(phone)).toBe(normalised);
  });

  it('builds a wa.me link with the message URL-encoded', () => {
    expect(whatsAppLink('0812-1111-2222', 'Halo & terima kasih?\nBaris 2')).toBe('https://wa.me/6281211112222?text=Halo%20%26%20terima%20kasih%3F%0ABaris%202');
  });

  it('builds a plain wa.me link without a message', () => {
    expect(whatsAppLink('081211112222')).toBe('https://wa.me/6281211112222');
  });

  it('has no link without a phone', () => {
    expect(whatsAppLink(null, 'Halo')).toBeNull();
  });
});

describe('the Order Center chat-admin greeting', () => {
  const order = {
    entitas_id: ENTITY_CV_ID,
    kode_transaksi: 'CV-20260115-0042',
    total_akhir: '1250000.00',
    items_count: 3,
    telepon_penerima: '0812-3456-7890',
    nama_penerima: 'Budi Santoso',
  };

  it('names the entity, transaction code, total in rupiah and item count, and asks about payment, address and delivery time', () => {
    const text = orderCenterGreeting(order);
    expect(text).toContain('CV Sinar Jaya Bangunan');
    expect(text).toContain('CV-20260115-0042');
    expect(text).toContain('Rp1.250.000');
    expect(text).toContain('3 item');
    expect(text).toMatch(/pembayaran/i);
    expect(text).toMatch(/alamat/i);
    expect(text).toMatch(/waktu pengiriman/i);
  });

  it.each([
    [ENTITY_PRIBADI_ID, 'WEB-1', 'Toko Sinar Jaya (Pribadi)'],
    [null, 'CV-1', 'CV Sinar Jaya Bangunan'],
    ['entitas-lain', 'WEB-1', 'admin toko kami'],
  ])('entity %j with code %s is introduced as %s', (entitas_id, kode_transaksi, who) => {
    expect(orderCenterGreeting({ ...order, entitas_id, kode_transaksi })).toContain(who);
  });

  it('counts the item rows when the server sends no count', () => {
    expect(orderItemCount({ items_count: null, items: [{}, {}] })).toBe(2);
    expect(orderItemCount({})).toBe(0);
    expect(orderItemCount({ items_count: '4', items: [{}] })).toBe(4);
  });

  it("links to the recipient's phone with the greeting prefilled", () => {
    const link = orderCenterWhatsAppLink(order);
    expect(link).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(prefilled(link)).toBe(orderCenterGreeting(order));
  });

  it("falls back to the shipping address's phone", () => {
    expect(orderCenterWhatsAppLink({ ...order, telepon_penerima: '', alamat_pengiriman: { telepon: '0899 1' } })).toMatch(/^https:\/\/wa\.me\/628991\?/);
  });

  it.each([[{ telepon_penerima: null }], [{ telepon_penerima: '' }], [{ telepon_penerima: '   ', alamat_pengiriman: null }]])(
    'has no link without a phone (%j): the screen says the phone is missing',
    (phone) => {
      expect(orderCenterWhatsAppLink({ ...order, ...phone })).toBeNull();
    },
  );
});

describe('the transaction-detail greeting', () => {
  it("greets the recipient by name and names the transaction code", () => {
    const link = transactionDetailWhatsAppLink({ nama_penerima: 'Siti Rahayu', kode_transaksi: 'WEB-7', telepon_penerima: '085700001111' });
    expect(link).toMatch(/^https:\/\/wa\.me\/6285700001111\?text=/);
    expect(prefilled(link)).toBe('Halo Siti Rahayu, kami ingin menindaklanjuti pesanan Anda dengan kode transaksi WEB-7.');
  });

  it("uses the address's recipient, else a polite address, when the order has no name", () => {
    expect(transactionDetailGreeting({ nama_penerima: '', alamat_pengiriman: { penerima: 'Agus' }, kode_transaksi: 'WEB-7' })).toMatch(/^Halo Agus,/);
    expect(transactionDetailGreeting({ kode_transaksi: 'WEB-7' })).toMatch(/^Halo Kak,/);
  });

  it('has no link without a phone', () => {
    expect(transactionDetailWhatsAppLink({ nama_penerima: 'Siti', kode_transaksi: 'WEB-7', telepon_penerima: null })).toBeNull();
  });

  it('the fulfilment screen chat link carries no message', () => {
    expect(recipientChatLink({ telepon_penerima: '0812 1' })).toBe('https://wa.me/628121');
  });
});

describe('maps search by street and city', () => {
  it.each<[string | null | undefined, string | null | undefined, string | null]>([
    ['Jl. Raya Darmo No. 12', 'Kota Surabaya', 'https://www.google.com/maps/search/?api=1&query=Jl.%20Raya%20Darmo%20No.%2012%2C%20Kota%20Surabaya'],
    ['Jl. Merdeka #5 & 6', null, 'https://www.google.com/maps/search/?api=1&query=Jl.%20Merdeka%20%235%20%26%206'],
    [null, 'Kota Malang', 'https://www.google.com/maps/search/?api=1&query=Kota%20Malang'],
    ['  ', '', null],
    [null, undefined, null],
  ])('%j, %j → %j', (street, city, url) => {
    expect(mapsSearchUrl(street, city)).toBe(url);
  });

  it("reads the order's shipping address, else its flat address fields", () => {
    expect(orderMapsUrl({ alamat_pengiriman: { jalan: 'Jl. Pemuda 1', kota: 'Kota Semarang' } })).toContain('Jl.%20Pemuda%201%2C%20Kota%20Semarang');
    expect(orderMapsUrl({ alamat_pengiriman: null, alamat_lengkap: 'Jl. Veteran 3', kabupaten: 'Kabupaten Gresik' })).toContain('Jl.%20Veteran%203%2C%20Kabupaten%20Gresik');
  });
});

describe("an order's tracking links", () => {
  it.each([
    ['its courier code', { kode_kurir: 'anteraja', nomor_resi: '1000012' }, 'https://anteraja.id/tracking/1000012'],
    ["Biteship's courier company", { kode_kurir: 'CHAT_ADMIN', biteship_courier_company: 'sicepat', nomor_resi: '0040' }, 'https://www.sicepat.com/checkAwb?awb=0040'],
    ['its method text', { metode_pengiriman: 'J&T EZ', nomor_resi: 'JP1' }, 'https://jet.co.id/track?awb=JP1'],
    ['an unknown courier: a web search', { metode_pengiriman: 'Kurir Kilat', nomor_resi: 'KK1' }, 'https://www.google.com/search?q=Kurir%20Kilat%20KK1'],
  ])('finds the courier page from %s', (_case, order, url) => {
    expect(orderCourierTrackingUrl(order)).toBe(url);
  });

  it('has no courier page without a waybill', () => {
    expect(orderCourierTrackingUrl({ kode_kurir: 'jne', nomor_resi: null })).toBeNull();
  });

  it('the transaction detail links the printed waybill when there is one, else the courier page', () => {
    expect(transactionDetailTrackingUrl({ url_cetak_resi: 'https://label.example/1.pdf', kode_kurir: 'jne', nomor_resi: '01' })).toBe('https://label.example/1.pdf');
    expect(transactionDetailTrackingUrl({ url_cetak_resi: '', kode_kurir: 'jne', nomor_resi: '01' })).toBe('https://www.jne.co.id/id/tracking/trace/01');
    expect(transactionDetailTrackingUrl({ url_cetak_resi: null, kode_kurir: 'jne', nomor_resi: null })).toBeNull();
  });

  it.each(['javascript:window.__pwned=1', 'data:text/html,<script>window.__pwned=1</script>', '//evil.example/label'])(
    'a printed waybill at %s is no link: the courier page is offered instead',
    (url) => {
      expect(transactionDetailTrackingUrl({ url_cetak_resi: url, kode_kurir: 'jne', nomor_resi: '01' })).toBe('https://www.jne.co.id/id/tracking/trace/01');
      expect(transactionDetailTrackingUrl({ url_cetak_resi: url, kode_kurir: 'jne', nomor_resi: null })).toBeNull();
    },
  );
});
