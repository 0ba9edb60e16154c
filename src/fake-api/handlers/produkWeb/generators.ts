import type { Contract } from '../../../api/contract';
import { productMessages as m } from '../../../i18n/messages/product';
import { FakeHttpError, reply, type Handler } from '../../http';
import { productDescription, productSellingPrice, productSlug, productTags } from '../../seed/ai/productText';

type Endpoints = Contract['produkWeb'];

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
