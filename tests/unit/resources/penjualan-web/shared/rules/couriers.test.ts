import { describe, expect, it } from 'vitest';
import {
  BITESHIP_GROUP_COURIERS,
  COURIERS,
  FULFILMENT_COURIER_NAMES,
  courierTrackingUrl,
  findCourier,
  fulfilmentCourierName,
  isBiteshipGroupCourier,
  serviceCodeFrom,
} from '@/resources/penjualan-web/shared/rules/couriers';
import { COURIER_SERVICES, courierMethod } from '@/resources/penjualan-web/fake/server/shipping';

describe('the courier catalogue (order spec §9)', () => {
  it('supports 20 couriers, each with a unique code, a name and at least one service', () => {
    expect(COURIERS).toHaveLength(20);
    expect(new Set(COURIERS.map((courier) => courier.code)).size).toBe(20);
    for (const courier of COURIERS) {
      expect(courier.name).not.toBe('');
      expect(courier.services.length).toBeGreaterThan(0);
    }
  });

  it.each(['jne', 'sicepat', 'anteraja', 'tiki', 'jnt', 'ninja', 'lion', 'pos', 'grab', 'gojek', 'lalamove', 'paxel'])(
    'includes the spec-named courier %s',
    (code) => {
      expect(COURIERS.map((courier) => courier.code)).toContain(code);
    },
  );

  it.each(['reg', 'yes', 'oke', 'best', 'next_day', 'sds', 'instant', 'eko', 'cargo'])('offers the spec-named service code %s', (code) => {
    expect(COURIERS.flatMap((courier) => courier.services.map((service) => service.code))).toContain(code);
  });
});

describe('findCourier recognises codes, names and method texts, in any case', () => {
  it.each([
    ['jne', 'jne'],
    ['JNE', 'jne'],
    ['jnt', 'jnt'],
    ['J&T', 'jnt'],
    ['J&T Express', 'jnt'],
    ['J&T EZ', 'jnt'],
    ['j & t ez', 'jnt'],
    ['SiCepat BEST', 'sicepat'],
    ['SICEPAT', 'sicepat'],
    ['JNE REG', 'jne'],
    ['JNE YES', 'jne'],
    ['AnterAja REG', 'anteraja'],
    ['TIKI ECO', 'tiki'],
    ['Ninja Xpress STANDARD', 'ninja'],
    ['Lion Parcel REG_PACK', 'lion'],
    ['POS Indonesia KILAT_KHUSUS', 'pos'],
    ['GoSend Instant', 'gojek'],
    ['GrabExpress Same Day', 'grab'],
    ['ID Express', 'idexpress'],
    ['sentral cargo', 'sentralcargo'],
    ['Mr Speedy Instant Bike', 'borzo'],
  ])('%s → %s', (text, code) => {
    expect(findCourier(text)?.code).toBe(code);
  });

  it.each([
    ['Chat Admin (Koordinasi Pengiriman)'],
    ['Gratis Ongkir - Promo Toko'],
    ['CHAT_ADMIN_0'],
    ['GRATIS_ONGKIR'],
    ['Posisi gudang'],
    ['Kurir Toko'],
    [''],
    [null],
    [undefined],
  ])('names no courier: %j', (text) => {
    expect(findCourier(text)).toBeNull();
  });

  it('reads the first courier a text names', () => {
    expect(findCourier('SiCepat (dulu JNE)')?.code).toBe('sicepat');
  });

  it.each(COURIER_SERVICES.map((service) => [courierMethod(service), service.kodeKurir] as const))(
    "recognises the seed's shipping method %s as %s",
    (method, code) => {
      expect(findCourier(method)?.code).toBe(code);
    },
  );
});

describe('serviceCodeFrom reads the service code from a shipping name', () => {
  it.each([
    ['JNE REG', 'reg'],
    ['JNE YES', 'yes'],
    ['JNE OKE', 'oke'],
    ['JNE Reguler', 'reg'],
    ['SiCepat BEST', 'best'],
    ['SiCepat SDS', 'sds'],
    ['J&T EZ', 'ez'],
    ['AnterAja Next Day', 'next_day'],
    ['AnterAja SAME_DAY', 'same_day'],
    ['TIKI ECO', 'eko'],
    ['TIKI EKO', 'eko'],
    ['Lion Parcel REG_PACK', 'reg_pack'],
    ['POS Indonesia KILAT_KHUSUS', 'kilat_khusus'],
    ['SAP Express Cargo', 'cargo'],
    ['GoSend Instant', 'instant'],
    ['Grab Instant Car', 'instant_car'],
    ['Paxel Big', 'paxel_big'],
    ['Ninja REG', 'reg'],
    ['REG', 'reg'],
    ['Same Day', 'same_day'],
  ])('%s → %s', (name, code) => {
    expect(serviceCodeFrom(name)).toBe(code);
  });

  it.each([['Chat Admin (Koordinasi Pengiriman)'], ['Gratis Ongkir - Promo Toko'], ['JNE'], [''], [null]])('names no service: %j', (name) => {
    expect(serviceCodeFrom(name)).toBeNull();
  });

  it.each(COURIER_SERVICES.map((service) => [courierMethod(service), service.layananKurir] as const))(
    "reads the seed's shipping method %s as service %s",
    (method, code) => {
      expect(serviceCodeFrom(method)).toBe(code);
    },
  );
});

describe('courierTrackingUrl: the courier page for a waybill, else a web search', () => {
  it.each([
    ['jne', '011234567890', 'https://www.jne.co.id/id/tracking/trace/011234567890'],
    ['J&T EZ', 'JP1234567890', 'https://jet.co.id/track?awb=JP1234567890'],
    ['SiCepat', '004012345678', 'https://www.sicepat.com/checkAwb?awb=004012345678'],
    ['anteraja', '100001234567', 'https://anteraja.id/tracking/100001234567'],
    ['TIKI', '030712345678', 'https://www.tiki.id/id/tracking?awb=030712345678'],
    ['ninja', 'NLIDAP12345678', 'https://www.ninjaxpress.co/id-id/tracking?id=NLIDAP12345678'],
    ['Lion Parcel', '11LP1234567890', 'https://lionparcel.com/track/stt?q=11LP1234567890'],
  ])('%s %s → %s', (courier, waybill, url) => {
    expect(courierTrackingUrl(courier, waybill)).toBe(url);
  });

  it.each([
    ['pos', 'P12345678901', 'https://www.google.com/search?q=POS%20Indonesia%20P12345678901'],
    ['gojek', 'GK-1', 'https://www.google.com/search?q=GoSend%20GK-1'],
    ['Kurir Kilat Lokal', 'KL 9/1', 'https://www.google.com/search?q=Kurir%20Kilat%20Lokal%20KL%209%2F1'],
    [null, 'X1', 'https://www.google.com/search?q=X1'],
  ])('a courier without its own page (%j) gets a web search for its name and the waybill', (courier, waybill, url) => {
    expect(courierTrackingUrl(courier, waybill)).toBe(url);
  });

  it('encodes the waybill inside a courier page', () => {
    expect(courierTrackingUrl('anteraja', ' A/B 1 ')).toBe('https://anteraja.id/tracking/A%2FB%201');
  });

  it.each([[null], [undefined], [''], ['   ']])('has no link without a waybill (%j)', (waybill) => {
    expect(courierTrackingUrl('jne', waybill)).toBeNull();
  });
});

describe('courier groups (order spec §9)', () => {
  it.each(BITESHIP_GROUP_COURIERS.map((name) => [name]))('%s is in the Biteship filter group', (name) => {
    expect(isBiteshipGroupCourier(name)).toBe(true);
  });

  it.each([['grab'], ['paxel'], ['lalamove'], ['CHAT_ADMIN_0'], [null]])('%j is not in the Biteship filter group', (name) => {
    expect(isBiteshipGroupCourier(name)).toBe(false);
  });

  it.each([
    ['jne', 'JNE'],
    ['J&T EZ', 'J&T'],
    ['SiCepat BEST', 'SICEPAT'],
    ['anteraja', 'ANTERAJA'],
    ['TIKI REG', 'TIKI'],
    ['POS Indonesia', 'POS'],
    ['Ninja Xpress', 'NINJA'],
    ['Lion Parcel', 'LION'],
  ])('the fulfilment screen recognises %s as %s', (text, name) => {
    expect(fulfilmentCourierName(text)).toBe(name);
    expect(FULFILMENT_COURIER_NAMES).toContain(name);
  });

  it.each([['sap'], ['wahana'], ['grab'], ['Chat Admin'], [null]])('the fulfilment screen does not recognise %j', (text) => {
    expect(fulfilmentCourierName(text)).toBeNull();
  });
});
