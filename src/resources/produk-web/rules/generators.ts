import { produkWebMessages as m } from '../messages';

/**
 * What each AI generator needs before it may be called (catalogue spec §5). Each returns the message to
 * show, or null when the call can go ahead.
 */
const blank = (value: string | null | undefined): boolean => !value || !value.trim();
const unset = (value: unknown): boolean => value === null || value === undefined || value === '';

export const descriptionPrecondition = ({ judul }: { judul: string }): string | null => (blank(judul) ? m.generatorNeedsTitle : null);

export const sellingPricePrecondition = (input: {
  judul: string;
  kategori: string | null;
  merk: string | null;
  produkKasirId: unknown;
}): string | null =>
  blank(input.judul) || blank(input.kategori) || blank(input.merk) || unset(input.produkKasirId) ? m.generatorPriceNeeds : null;

export const slugTagsPrecondition = (input: { judul: string; deskripsi: string; kategori: string | null; merk: string | null }): string | null =>
  blank(input.judul) || blank(input.deskripsi) || blank(input.kategori) || blank(input.merk) ? m.generatorSlugTagsNeed : null;

export const variantPricePrecondition = (input: { judul: string; produkKasirId: unknown }): string | null =>
  blank(input.judul) || unset(input.produkKasirId) ? m.generatorVariantPriceNeeds : null;
