import type { produkWebContract } from '../contract';
import { produkWebMessages as m } from '../messages';
import { FakeHttpError, reply, type Handler } from '../../../fake-api/http';
import { productDescription, productSellingPrice, productSlug, productTags } from './aiText';

type Endpoints = typeof produkWebContract;

/** The "AI" answers: deterministic Indonesian text from the inputs, refusing what the form would refuse. */
const generateDescription: Handler<Endpoints['generateDescription']> = ({ body }) => {
  if (!body.judul.trim()) throw new FakeHttpError(400, m.generatorNeedsTitle);
  return reply({ deskripsi: productDescription(body.judul) });
};

const generateSellingPrice: Handler<Endpoints['generateSellingPrice']> = ({ body }) => {
  if (!body.namaProduk.trim() || !(body.hargaModal > 0)) throw new FakeHttpError(400, m.generatorPriceNeeds);
  return reply({ hargaJual: productSellingPrice(body.hargaModal, body.namaProduk, body.kategori) });
};

const generateSlugTags: Handler<Endpoints['generateSlugTags']> = ({ body }) => {
  if (!body.judul.trim()) throw new FakeHttpError(400, m.generatorSlugTagsNeed);
  return reply({ slug: productSlug(body.judul), tags: productTags(body) });
};

export const generatorHandlers = { generateDescription, generateSellingPrice, generateSlugTags };
