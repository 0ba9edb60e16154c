import { useFormContext, useWatch } from 'react-hook-form';
import {
  descriptionPrecondition,
  sellingPricePrecondition,
  slugTagsPrecondition,
  variantPricePrecondition,
} from './rules/generators';
import type { ProductFormValues } from './rules/formValues';
import { useApiCall } from '../../providers/queries';
import { produkWebContract as c } from './contract';
import { WEB_CATEGORY_RESOURCE } from '../web-kategori-produk/categoryResource';
import { useGenerator } from './useGenerator';
import { useReferenceName } from './useReferenceName';
import { produkWebMessages } from './messages';

const m = produkWebMessages;

/**
 * The form's AI helpers (spec sections 2 and 5): description from the title; selling price from the
 * cashier product's cost, title, category and brand; tags and slug from title, description, category and
 * brand; a variant's price from its own cashier product.
 */
export const useProductGenerators = () => {
  const call = useApiCall();
  const { getValues, setValue } = useFormContext<ProductFormValues>();
  const { running, run } = useGenerator();
  const [judul, kategoriId, merkId, merkNama] = useWatch<ProductFormValues>({ name: ['judul', 'kategoriProdukWebId', 'merkId', 'merkNama'] }) as [
    string,
    ProductFormValues['kategoriProdukWebId'],
    ProductFormValues['merkId'],
    string,
  ];
  const kategori = useReferenceName(WEB_CATEGORY_RESOURCE, kategoriId, 'namaKategori');
  const chosenBrand = useReferenceName('merk', merkId, 'nama');
  // Editing shows the brand of the cashier product instead of a choice.
  const merk = chosenBrand || merkNama;
  const fillText = (field: 'deskripsi' | 'tags' | 'slug', value: string) => setValue(field, value, { shouldDirty: true, shouldValidate: true });
  const fillPrice = (value: number) => setValue('hargaJual', value, { shouldDirty: true, shouldValidate: true });

  const titleMissing = descriptionPrecondition({ judul: judul ?? '' });

  return {
    running,
    /** Every generator needs a title; their buttons are off without one. */
    titleMissing,
    description: () =>
      run('deskripsi', titleMissing, async () => fillText('deskripsi', await call(c.generateDescription, { body: { judul: getValues('judul').trim() } })), m.generateDescriptionFailed),
    sellingPrice: () => {
      const values = getValues();
      return run(
        'hargaJual',
        sellingPricePrecondition({ judul: values.judul, kategori, merk, produkKasirId: values.produkKasirId }),
        async () => fillPrice(await call(c.generateSellingPrice, { body: { namaProduk: values.judul.trim(), hargaModal: values.hargaModal ?? 0, kategori, merk } })),
        m.generatePriceFailed,
      );
    },
    tags: () => {
      const values = getValues();
      return run(
        'tags',
        slugTagsPrecondition({ judul: values.judul, deskripsi: values.deskripsi, kategori, merk }),
        async () => fillText('tags', (await call(c.generateSlugTags, { body: { judul: values.judul.trim(), deskripsi: values.deskripsi, kategori, merk }, fallback: m.generateTagsFailed })).tags),
        m.generateTagsFailed,
      );
    },
    slug: () => {
      const values = getValues();
      return run(
        'slug',
        slugTagsPrecondition({ judul: values.judul, deskripsi: values.deskripsi, kategori, merk }),
        async () => fillText('slug', (await call(c.generateSlugTags, { body: { judul: values.judul.trim(), deskripsi: values.deskripsi, kategori, merk }, fallback: m.generateSlugFailed })).slug),
        m.generateSlugFailed,
      );
    },
    variantPrice: (index: number) => {
      const values = getValues();
      const variant = values.varian[index];
      return run(
        `varian.${index}.hargaJual`,
        variantPricePrecondition({ judul: values.judul, produkKasirId: variant?.produkKasirId }),
        async () => {
          const hargaJual = await call(c.generateSellingPrice, {
            body: {
              namaProduk: `${values.judul.trim()} ${variant?.namaTampilanVarian.trim() ?? ''}`.trim(),
              hargaModal: variant?.hargaModal ?? 0,
              kategori,
              merk,
            },
          });
          setValue(`varian.${index}.hargaJual`, hargaJual, { shouldDirty: true, shouldValidate: true });
        },
        m.generatePriceFailed,
      );
    },
  };
};

export type ProductGenerators = ReturnType<typeof useProductGenerators>;
