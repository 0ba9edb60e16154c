/**
 * The courier catalogue shared by every area that shows a shipment (orders, transaction history,
 * refunds): the couriers Biteship books, their service codes, and a tracking page for a waybill
 * (order spec §9, catalogue spec §9).
 *
 * Codes and service codes are Biteship's own (`courier_code`, `courier_service_code`), since orders
 * carry them in `kode_kurir` and `layanan_kurir`. Shipping-method texts (`JNE REG`, `J&T EZ`,
 * `SiCepat BEST`) name the courier in words, so every courier also lists the spellings people write.
 */

export interface CourierService {
  /** Biteship's `courier_service_code`, lower case: `reg`, `yes`, `next_day`. */
  readonly code: string;
  readonly name: string;
  /** Other spellings of the service in shipping-method texts (`Reguler` for `reg`). */
  readonly aliases: readonly string[];
}

export interface Courier {
  /** Biteship's `courier_code`, lower case. */
  readonly code: string;
  /** The name shown to administrators. */
  readonly name: string;
  /** The upper-case name the filters and the fulfilment screen use (`J&T`, `SICEPAT`). */
  readonly short: string;
  /** Lower-case spellings recognised inside a text, matched as whole words. */
  readonly aliases: readonly string[];
  readonly services: readonly CourierService[];
  /**
   * The courier's own public tracking page for a waybill, where its address takes the waybill.
   * Couriers without one (instant couriers track a booking, not a waybill; some sites only offer a
   * form) fall back to a web search.
   */
  readonly trackingPage?: (encodedWaybill: string) => string;
}

const service = (code: string, name: string, ...aliases: string[]): CourierService => ({ code, name, aliases });

const REG = service('reg', 'Reguler', 'regular');

export const COURIERS: readonly Courier[] = [
  {
    code: 'jne',
    name: 'JNE',
    short: 'JNE',
    aliases: ['jne'],
    services: [REG, service('yes', 'Yakin Esok Sampai'), service('oke', 'Ongkos Kirim Ekonomis'), service('jtr', 'JNE Trucking')],
    trackingPage: (waybill) => `https://www.jne.co.id/id/tracking/trace/${waybill}`,
  },
  {
    code: 'jnt',
    name: 'J&T Express',
    short: 'J&T',
    aliases: ['j&t', 'j & t', 'jnt'],
    services: [service('ez', 'EZ (Reguler)')],
    trackingPage: (waybill) => `https://jet.co.id/track?awb=${waybill}`,
  },
  {
    code: 'sicepat',
    name: 'SiCepat',
    short: 'SICEPAT',
    aliases: ['sicepat', 'si cepat'],
    services: [REG, service('best', 'Besok Sampai Tujuan'), service('sds', 'Same Day Service'), service('siunt', 'SiUntung'), service('gokil', 'Gokil (Kargo)', 'cargo', 'kargo')],
    trackingPage: (waybill) => `https://www.sicepat.com/checkAwb?awb=${waybill}`,
  },
  {
    code: 'anteraja',
    name: 'AnterAja',
    short: 'ANTERAJA',
    aliases: ['anteraja', 'anter aja'],
    services: [REG, service('next_day', 'Next Day'), service('same_day', 'Same Day')],
    trackingPage: (waybill) => `https://anteraja.id/tracking/${waybill}`,
  },
  {
    code: 'tiki',
    name: 'TIKI',
    short: 'TIKI',
    aliases: ['tiki'],
    services: [REG, service('eko', 'Economy Service', 'eco', 'economy'), service('ons', 'Over Night Service'), service('sds', 'Same Day Service'), service('trc', 'Trucking')],
    trackingPage: (waybill) => `https://www.tiki.id/id/tracking?awb=${waybill}`,
  },
  {
    code: 'ninja',
    name: 'Ninja Xpress',
    short: 'NINJA',
    aliases: ['ninja', 'ninja xpress', 'ninja express'],
    services: [service('standard', 'Standard')],
    trackingPage: (waybill) => `https://www.ninjaxpress.co/id-id/tracking?id=${waybill}`,
  },
  {
    code: 'lion',
    name: 'Lion Parcel',
    short: 'LION',
    aliases: ['lion', 'lion parcel'],
    services: [service('reg_pack', 'Reg Pack'), service('one_pack', 'One Pack'), service('jago_pack', 'Jago Pack'), service('land_pack', 'Land Pack'), service('big_pack', 'Big Pack', 'cargo')],
    trackingPage: (waybill) => `https://lionparcel.com/track/stt?q=${waybill}`,
  },
  {
    code: 'pos',
    name: 'POS Indonesia',
    short: 'POS',
    aliases: ['pos', 'pos indonesia'],
    services: [service('reguler', 'Pos Reguler', 'reg', 'regular'), service('kilat_khusus', 'Pos Kilat Khusus'), service('next_day', 'Next Day'), service('same_day', 'Same Day'), service('kargo', 'Pos Kargo', 'cargo')],
  },
  {
    code: 'grab',
    name: 'GrabExpress',
    short: 'GRAB',
    aliases: ['grab', 'grabexpress', 'grab express'],
    services: [service('instant', 'Instant'), service('same_day', 'Same Day'), service('instant_car', 'Instant Car')],
  },
  {
    code: 'gojek',
    name: 'GoSend',
    short: 'GOJEK',
    aliases: ['gojek', 'gosend', 'go send'],
    services: [service('instant', 'Instant'), service('same_day', 'Same Day')],
  },
  {
    code: 'lalamove',
    name: 'Lalamove',
    short: 'LALAMOVE',
    aliases: ['lalamove'],
    services: [service('motorcycle', 'Motor', 'motorcycle'), service('mpv', 'MPV'), service('van', 'Van'), service('truck', 'Truk', 'truck')],
  },
  {
    code: 'paxel',
    name: 'Paxel',
    short: 'PAXEL',
    aliases: ['paxel'],
    services: [service('small', 'Small Package'), service('medium', 'Medium Package'), service('large', 'Large Package'), service('paxel_big', 'Paxel Big')],
  },
  {
    code: 'idexpress',
    name: 'ID Express',
    short: 'IDEXPRESS',
    aliases: ['idexpress', 'id express'],
    services: [REG, service('reg_half_kilo', 'Reguler Half Kilo'), service('smd', 'Same Day', 'same day'), service('idtruck', 'ID Truck', 'cargo')],
  },
  {
    code: 'sap',
    name: 'SAP Express',
    short: 'SAP',
    aliases: ['sap', 'sap express'],
    services: [REG, service('reg_half_kilo', 'Reguler Half Kilo'), service('ods', 'One Day Service'), service('sds', 'Same Day Service'), service('cargo', 'Cargo', 'kargo')],
  },
  {
    code: 'wahana',
    name: 'Wahana',
    short: 'WAHANA',
    aliases: ['wahana'],
    services: [service('normal', 'Normal'), service('deno', 'Deno')],
  },
  {
    code: 'rpx',
    name: 'RPX',
    short: 'RPX',
    aliases: ['rpx'],
    services: [service('rgp', 'Reguler Package', 'reg', 'reguler'), service('sdp', 'Same Day Package', 'same day'), service('mdp', 'Mid Day Package'), service('ndp', 'Next Day Package', 'next day'), service('ecp', 'Economy Delivery'), service('hwp', 'Heavy Weight Delivery', 'cargo')],
  },
  {
    code: 'jdl',
    name: 'JDL Express',
    short: 'JDL',
    aliases: ['jdl', 'jdl express'],
    services: [REG],
  },
  {
    code: 'borzo',
    name: 'Borzo',
    short: 'BORZO',
    aliases: ['borzo', 'mrspeedy', 'mr speedy'],
    services: [service('instant_bike', 'Instant Bike', 'instant'), service('instant_car', 'Instant Car')],
  },
  {
    code: 'deliveree',
    name: 'Deliveree',
    short: 'DELIVEREE',
    aliases: ['deliveree'],
    services: [service('economy', 'Economy'), service('van', 'Van'), service('pickup', 'Pickup'), service('cdd_box', 'CDD Box', 'cargo'), service('engkel_box', 'Engkel Box'), service('fuso_light', 'Fuso Light')],
  },
  {
    code: 'sentralcargo',
    name: 'Sentral Cargo',
    short: 'SENTRAL CARGO',
    aliases: ['sentralcargo', 'sentral cargo'],
    services: [service('land_electronic', 'Land Electronic'), service('land_non_electronic', 'Land Non Electronic'), service('air_electronic', 'Air Electronic'), service('air_non_electronic', 'Air Non Electronic')],
  },
];

/**
 * Service codes recognised without knowing the courier (`REG`, `Same Day`): the common ones the spec
 * names. A courier's rarer codes (`normal`, `van`, `small`) are ordinary words, read only after the
 * courier is known.
 */
const GENERIC_SERVICES: readonly CourierService[] = [
  REG,
  service('yes', 'Yakin Esok Sampai'),
  service('oke', 'Ongkos Kirim Ekonomis'),
  service('best', 'Besok Sampai Tujuan'),
  service('next_day', 'Next Day'),
  service('same_day', 'Same Day'),
  service('sds', 'Same Day Service'),
  service('instant', 'Instant'),
  service('eko', 'Economy Service', 'eco'),
  service('cargo', 'Cargo', 'kargo'),
  service('ez', 'EZ'),
];

/** Lower case, `_` and runs of spaces as one space: `SiCepat  BEST`, `reg_pack` → `sicepat best`, `reg pack`. */
const normalise = (text: string): string => text.toLowerCase().replace(/[_\s]+/g, ' ').trim();

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Built once per phrase: lists classify every order, and each reading tries every spelling. */
const wholeWordPatterns = new Map<string, RegExp>();

/** Where `phrase` first stands as whole words in `text` (both normalised), or -1: `pos` is not in `posisi`. */
const wordIndex = (text: string, phrase: string): number => {
  let pattern = wholeWordPatterns.get(phrase);
  if (!pattern) {
    pattern = new RegExp(`(?<![a-z0-9])${escapeRegExp(phrase)}(?![a-z0-9])`);
    wholeWordPatterns.set(phrase, pattern);
  }
  return pattern.exec(text)?.index ?? -1;
};

const byCode = new Map(COURIERS.map((courier) => [courier.code, courier]));

/**
 * The courier a code, a name or a shipping-method text names, or null: `jnt`, `J&T Express`,
 * `J&T EZ`, `SiCepat BEST`, `JNE REG` (case-insensitive). When a text names several, the first one
 * named wins, as a person would read it.
 */
export const findCourier = (codeOrName: string | null | undefined): Courier | null => {
  if (!codeOrName) return null;
  const text = normalise(codeOrName);
  if (text === '') return null;
  const exact = byCode.get(text.replace(/ /g, '')) ?? COURIERS.find((courier) => normalise(courier.name) === text);
  if (exact) return exact;
  let found: Courier | null = null;
  let foundAt = Infinity;
  for (const courier of COURIERS) {
    for (const alias of [courier.code, ...courier.aliases]) {
      const at = wordIndex(text, alias);
      if (at >= 0 && at < foundAt) {
        found = courier;
        foundAt = at;
      }
    }
  }
  return found;
};

const longestServiceIn = (text: string, services: readonly CourierService[]): string | null => {
  let best: { code: string; length: number } | null = null;
  for (const candidate of services) {
    for (const spelling of [candidate.code, candidate.name, ...candidate.aliases]) {
      const phrase = normalise(spelling);
      if (wordIndex(text, phrase) >= 0 && (best === null || phrase.length > best.length)) {
        best = { code: candidate.code, length: phrase.length };
      }
    }
  }
  return best?.code ?? null;
};

/**
 * The service code a shipping name names (`JNE REG` → `reg`, `Lion Parcel REG_PACK` → `reg_pack`,
 * `AnterAja Next Day` → `next_day`), or null. A recognised courier's own services are read first, the
 * longest spelling winning (`reg_pack` over `reg`); then the common codes, which are all that is read
 * when no courier is named.
 */
export const serviceCodeFrom = (shippingName: string | null | undefined): string | null => {
  if (!shippingName) return null;
  const text = normalise(shippingName);
  const courier = findCourier(shippingName);
  return (courier ? longestServiceIn(text, courier.services) : null) ?? longestServiceIn(text, GENERIC_SERVICES);
};

/** A web search for `<courier> <waybill>`, for couriers without a tracking page of their own. */
export const webSearchTrackingUrl = (courierName: string, waybill: string): string =>
  `https://www.google.com/search?q=${encodeURIComponent(`${courierName} ${waybill}`.trim())}`;

/**
 * Where to follow a waybill: the courier's own tracking page when it has one, else a web search for
 * the courier's name (or the text given, for a courier we do not know) and the waybill. Null without
 * a waybill: there is nothing to follow.
 */
export const courierTrackingUrl = (courierCodeOrName: string | null | undefined, waybill: string | null | undefined): string | null => {
  const resi = waybill?.trim() ?? '';
  if (resi === '') return null;
  const courier = findCourier(courierCodeOrName);
  if (courier?.trackingPage) return courier.trackingPage(encodeURIComponent(resi));
  return webSearchTrackingUrl(courier?.name ?? courierCodeOrName?.trim() ?? '', resi);
};

/** The courier filter's values (order spec §9): the Biteship group, and the two manual modes' courier codes. */
export const GRATIS_ONGKIR_FILTER = 'GRATIS_ONGKIR_0';
export const CHAT_ADMIN_FILTER = 'CHAT_ADMIN_0';
export const BITESHIP_FILTER = 'BITESHIP';

/** The courier filter's three groups (order spec §9). */
export const COURIER_FILTER_GROUPS = [BITESHIP_FILTER, GRATIS_ONGKIR_FILTER, CHAT_ADMIN_FILTER] as const;
export type CourierFilterGroup = (typeof COURIER_FILTER_GROUPS)[number];

/** The couriers the Biteship filter group covers, by their short names. */
export const BITESHIP_GROUP_COURIERS = ['JNE', 'J&T', 'SICEPAT', 'ANTERAJA', 'TIKI', 'NINJA', 'LION', 'SAP', 'POS', 'WAHANA'] as const;

/** The courier names the fulfilment screen recognises (its waybill hints and shipping panel). */
export const FULFILMENT_COURIER_NAMES = ['JNE', 'J&T', 'SICEPAT', 'ANTERAJA', 'TIKI', 'POS', 'NINJA', 'LION'] as const;
export type FulfilmentCourierName = (typeof FULFILMENT_COURIER_NAMES)[number];

/** Whether a code, name or shipping text names a courier of the Biteship filter group. */
export const isBiteshipGroupCourier = (codeOrName: string | null | undefined): boolean => {
  const courier = findCourier(codeOrName);
  return courier !== null && (BITESHIP_GROUP_COURIERS as readonly string[]).includes(courier.short);
};

/** The fulfilment screen's name for the courier a text names (`jnt` → `J&T`), or null for the others. */
export const fulfilmentCourierName = (codeOrName: string | null | undefined): FulfilmentCourierName | null => {
  const short = findCourier(codeOrName)?.short;
  return FULFILMENT_COURIER_NAMES.find((name) => name === short) ?? null;
};
