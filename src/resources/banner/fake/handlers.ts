import type { bannerContract } from '../contract';
import type { MainBannerInput, SubBannerInput } from '../schemas';
import { bannerMessages as m } from '../messages';
import { BANNER_TARGETS } from '../rules/ratio';
import { byUrutan } from '../rules/order';
import { isSafeUrl } from '../../../domain/validation';
import { isStorablePhotoUrl } from '../../../fake-api/photoUrl';
import { nextId } from '../../../fake-api/db';
import { changed, FakeHttpError, notFound, parseId, reply, type Handler } from '../../../fake-api/http';
import type { MainBannerRecord, SubBannerRecord } from './seed';
import { bannerArt } from './art';

type Endpoints = typeof bannerContract;

const TITLE_MAX = 120;

const title = (raw: string): string => {
  const judul = raw.trim();
  if (judul === '') throw new FakeHttpError(400, m.titleRequired);
  if (judul.length > TITLE_MAX) throw new FakeHttpError(400, `Judul banner maksimal ${TITLE_MAX} karakter.`);
  return judul;
};

const link = (raw: string, required: string): string => {
  const value = raw.trim();
  if (value === '') throw new FakeHttpError(400, required);
  if (!isSafeUrl(value)) throw new FakeHttpError(400, 'Link tujuan harus berupa URL (https://...) atau path yang diawali "/".');
  return value;
};

/** An empty picture is allowed (the spec's warning, not a refusal); anything else must be a picture URL. */
const picture = (raw: string, field: string): string => {
  const value = raw.trim();
  if (value !== '' && !isStorablePhotoUrl(value)) throw new FakeHttpError(400, `${field} bukan URL gambar yang valid.`);
  return value;
};

const urutan = (raw: number): number => {
  if (!Number.isInteger(raw) || raw < 0) throw new FakeHttpError(400, 'Urutan harus bilangan bulat 0 atau lebih.');
  return raw;
};

const mainFields = (input: MainBannerInput) => {
  const gambarDesktopUrl = picture(input.gambarDesktopUrl, 'Gambar desktop');
  return {
    judul: title(input.judul),
    altText: input.altText.trim(),
    gambarDesktopUrl,
    // The storefront shows the desktop picture on phones when no mobile one was sent (catalogue spec §4).
    gambarMobileUrl: picture(input.gambarMobileUrl, 'Gambar mobile') || gambarDesktopUrl,
    linkTujuan: link(input.linkTujuan, m.mainLinkRequired),
    isAktif: input.isAktif,
    urutan: urutan(input.urutan),
  };
};

const subFields = (input: SubBannerInput) => ({
  judul: title(input.judul),
  fotoUrl: picture(input.fotoUrl, 'Foto'),
  linkTo: link(input.linkTo, m.subLinkRequired),
  aktif: input.aktif,
  urutan: urutan(input.urutan),
});

const findIn = <T extends { id: number }>(rows: T[], rawId: string | undefined): T => {
  const id = parseId(rawId);
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound('Banner');
  return row;
};

const mainList: Handler<Endpoints['mainList']> = ({ db }) => reply(byUrutan(db.mainBanners));

const mainCreate: Handler<Endpoints['mainCreate']> = ({ db, body, now }) => {
  const stampNow = now.toISOString();
  const banner: MainBannerRecord = { id: nextId(db.mainBanners), ...mainFields(body), createdAt: stampNow, updatedAt: stampNow };
  db.mainBanners.push(banner);
  return changed({ message: m.created, data: banner }, 201);
};

const mainUpdate: Handler<Endpoints['mainUpdate']> = ({ db, params, body, now }) => {
  const banner = findIn(db.mainBanners, params.id);
  Object.assign(banner, mainFields(body), { updatedAt: now.toISOString() });
  return changed({ message: m.updated, data: banner });
};

const mainDelete: Handler<Endpoints['mainDelete']> = ({ db, params }) => {
  const banner = findIn(db.mainBanners, params.id);
  db.mainBanners = db.mainBanners.filter((b) => b.id !== banner.id);
  return changed({ message: m.deleted });
};

const subList: Handler<Endpoints['subList']> = ({ db }) => reply(byUrutan(db.subBanners));

const subCreate: Handler<Endpoints['subCreate']> = ({ db, body, now }) => {
  const stampNow = now.toISOString();
  const banner: SubBannerRecord = { id: nextId(db.subBanners), ...subFields(body), createdAt: stampNow, updatedAt: stampNow };
  db.subBanners.push(banner);
  return changed({ message: m.created, data: banner }, 201);
};

const subUpdate: Handler<Endpoints['subUpdate']> = ({ db, params, body, now }) => {
  const banner = findIn(db.subBanners, params.id);
  Object.assign(banner, subFields(body), { updatedAt: now.toISOString() });
  return changed({ message: m.updated, data: banner });
};

const subDelete: Handler<Endpoints['subDelete']> = ({ db, params }) => {
  const banner = findIn(db.subBanners, params.id);
  db.subBanners = db.subBanners.filter((b) => b.id !== banner.id);
  return changed({ message: m.deleted });
};

/**
 * The AI picture: drawn for the product at the slot's size (main 1920x1080, sub 800x400), the same
 * request always giving the same picture, so demos and tests are repeatable.
 */
const generateBanner: Handler<Endpoints['generateBanner']> = ({ db, body }) => {
  const product = db.produkWeb.find((p) => String(p.id) === String(body.productId));
  if (!product) throw new FakeHttpError(404, 'Produk tidak ditemukan.');
  const prompt = body.prompt.trim();
  const size = body.type === 'main' ? BANNER_TARGETS.desktop : BANNER_TARGETS.sub;
  const caption = prompt || 'Kualitas terbaik untuk bangunan Anda';
  return reply({ imageUrl: bannerArt({ ...size, title: product.judul, caption, seed: `${product.id}|${prompt}|${body.type}` }) });
};

export const bannerHandlers = {
  mainList,
  mainCreate,
  mainUpdate,
  mainDelete,
  subList,
  subCreate,
  subUpdate,
  subDelete,
  generateBanner,
};
