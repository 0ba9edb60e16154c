import type { UploadedImage } from '@/domain/image/uploadedImage';
import { emptyProduct, emptyVariant, type ProdukWebFormValues, type VariantFormValues } from '@/resources/produk-web/rules/formValues';

export const storedPhoto = (url: string): UploadedImage => ({ kind: 'existing', id: url, url });

/** A complete add-form product without variants: every rule passes. */
export const validProduct = (overrides: Partial<ProdukWebFormValues> = {}): ProdukWebFormValues => ({
  ...emptyProduct(),
  produkKasirId: 1101,
  entitasId: 'ent-cv',
  produkKasirNama: 'Semen Holcim Serbaguna 40kg',
  hargaModal: 51000,
  judul: 'Semen Holcim 40kg',
  deskripsi: 'Semen serbaguna.',
  tags: 'semen, holcim',
  slug: 'semen-holcim-40kg',
  kategoriProdukWebId: 1,
  merkId: 3,
  fotoUtama: [storedPhoto('https://img.test/main.webp')],
  hargaJual: 58500,
  ...overrides,
});

export const validVariant = (overrides: Partial<VariantFormValues> = {}): VariantFormValues => ({
  ...emptyVariant(),
  produkKasirId: 1201,
  entitasId: 'ent-pr',
  produkKasirNama: 'Cat Tembok - Putih',
  hargaModal: 80000,
  namaTampilanVarian: 'Putih',
  hargaJual: 95000,
  ...overrides,
});

/** A complete add-form product in variant mode with two variants. */
export const validVariantProduct = (overrides: Partial<ProdukWebFormValues> = {}): ProdukWebFormValues =>
  validProduct({
    produkKasirId: null,
    hargaJual: null,
    pakaiVarian: true,
    varian: [validVariant(), validVariant({ produkKasirId: 1202, namaTampilanVarian: 'Krem', hargaJual: 99000 })],
    ...overrides,
  });
