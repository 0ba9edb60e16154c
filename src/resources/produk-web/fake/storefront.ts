import type { produkWebContract } from '../contract';
import { reply, type Handler } from '../../../fake-api/http';

type Endpoints = typeof produkWebContract;

const STOREFRONT_LIST_MAX = 1000;

/**
 * The storefront's published products (GET /web/produk?limit[&sort=terbaru]): no session needed, the
 * newest first either way (the storefront's default order).
 */
const storefrontList: Handler<Endpoints['storefrontList']> = ({ db, query }) => {
  const limit = Math.min(STOREFRONT_LIST_MAX, Math.max(1, Number(query.get('limit')) || 20));
  return reply(
    db.produkWeb
      .filter((product) => product.isPublishedInduk)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .slice(0, limit)
      .map((product) => ({ id: product.id, judul: product.judul, slug: product.slug, fotoUtamaUrl: product.fotoUtamaUrl })),
  );
};

export const storefrontHandlers = { storefrontList };
