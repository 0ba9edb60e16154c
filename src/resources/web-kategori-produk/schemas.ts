import * as z from 'zod/mini';
import { id, numeric } from '../../api/schemas/common';

const optionalText = z.optional(z.nullable(z.string()));

/**
 * What an administrator edits, as read and as written. The POS link comes as `kategoriProdukId` or,
 * from older endpoints and the older quick-add, `kategori_produk_id` (catalogue spec §7).
 */
const editableFields = {
  namaKategori: z.string(),
  icon: optionalText,
  fotoIconUrl: optionalText,
  deskripsi: optionalText,
  kategoriProdukId: z.optional(z.nullable(id)),
  kategori_produk_id: z.optional(z.nullable(id)),
  urutan: z.optional(z.nullable(numeric)),
};

/**
 * A web category as the backend sends it (catalogue spec §3). The POS link arrives as `kategoriProdukId`
 * or, from older endpoints, `kategori_produk_id`; screens only ever see `kategoriProdukId`.
 */
export const webKategoriProdukSchema = z.pipe(
  z.object({ id, ...editableFields, createdAt: optionalText }),
  z.transform(({ kategori_produk_id, kategoriProdukId, icon, fotoIconUrl, deskripsi, urutan, createdAt, ...rest }) => ({
    ...rest,
    icon: icon ?? null,
    fotoIconUrl: fotoIconUrl ?? null,
    deskripsi: deskripsi ?? null,
    kategoriProdukId: kategoriProdukId ?? kategori_produk_id ?? null,
    urutan: urutan ?? 0,
    createdAt: createdAt ?? null,
  })),
);
export type WebKategoriProduk = z.output<typeof webKategoriProdukSchema>;
/** How the fake backend keeps a category: every field present, ids as numbers. */
export interface WebKategoriProdukRecord {
  id: number;
  namaKategori: string;
  icon: string | null;
  fotoIconUrl: string | null;
  deskripsi: string;
  kategoriProdukId: number | null;
  urutan: number;
  createdAt: string;
}

/**
 * POST and PUT body. The form sends `kategoriProdukId`; the older quick-add sends `kategori_produk_id`
 * (catalogue spec §7), so both are accepted. Limits (name, 160, 2 characters, urutan) are the server's
 * rules with their own messages, not shape errors.
 */
export const webKategoriProdukInputSchema = z.object(editableFields);
export type WebKategoriProdukInput = z.input<typeof webKategoriProdukInputSchema>;

/** A category of the cashier (POS) system, offered as the web category's link. */
export const posKategoriSchema = z.object({
  id,
  nama_kategori: z.string(),
});
export type PosKategori = z.infer<typeof posKategoriSchema>;
/** How the fake backend keeps a POS category. */
export interface PosKategoriRecord {
  id: number;
  nama_kategori: string;
}
