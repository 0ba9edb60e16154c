import type { produkWebContract } from '../contract';
import { discountEndsAt } from '../rules/price';
import { DATE_YEAR_MAX, dateProblem } from '../../../domain/validation';
import { produkWebMessages as m } from '../messages';
import { changed, FakeHttpError, reply, type Handler } from '../../../fake-api/http';
import { findProduct } from './crud';
import { toListItem } from './views';

type Endpoints = typeof produkWebContract;

const SEARCH_MIN_CHARS = 2;
const SEARCH_LIMIT = 20;
const DATE_SHAPED = /^\d+-\d+-\d+$/;

/** Published products whose title matches, for the home builder's flash-sale setup (min 2 characters). */
const searchForFlashSale: Handler<Endpoints['searchForFlashSale']> = ({ db, query, now }) => {
  const q = (query.get('q') ?? '').trim().toLowerCase();
  if (q.length < SEARCH_MIN_CHARS) return reply([]);
  return reply(
    db.produkWeb
      .filter((product) => product.isPublishedInduk && product.judul.toLowerCase().includes(q))
      .slice(0, SEARCH_LIMIT)
      .map((product) => toListItem(db, product, now)),
  );
};

/**
 * A flash sale is the product's discount (on every variant for variant products): switching on needs
 * 1-99 % and a future end; switching off clears percent and end date.
 */
const toggleFlashSale: Handler<Endpoints['toggleFlashSale']> = ({ db, body, now }) => {
  const product = findProduct(db, String(body.produkWebId));
  let discount: { diskonAktif: boolean; diskonPersen: number | null; diskonBerakhir: string | null };
  if (body.aktifkan) {
    const percent = body.diskonPersen ?? 0;
    if (!(percent > 0 && percent < 100)) throw new FakeHttpError(400, m.flashSalePercent);
    // A date-only end must be a real day: discountEndsAt alone rolls 2025-13-45 over into 2026.
    const sent = body.tanggalBerakhir ?? '';
    const end = discountEndsAt(sent);
    const badDay = DATE_SHAPED.test(sent) ? dateProblem(sent) !== null : end !== null && end.getUTCFullYear() > DATE_YEAR_MAX;
    if (!end || badDay || end.getTime() <= now.getTime()) throw new FakeHttpError(400, m.flashSaleDate);
    discount = { diskonAktif: true, diskonPersen: percent, diskonBerakhir: body.tanggalBerakhir ?? null };
  } else {
    discount = { diskonAktif: false, diskonPersen: null, diskonBerakhir: null };
  }
  if (product.varian.length) for (const variant of product.varian) Object.assign(variant, discount);
  else Object.assign(product, discount);
  product.updatedAt = now.toISOString();
  return changed({ message: body.aktifkan ? m.flashSaleOn : m.flashSaleOff, data: toListItem(db, product, now) });
};

export const flashSaleHandlers = { searchForFlashSale, toggleFlashSale };
