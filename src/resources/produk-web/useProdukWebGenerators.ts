import { useFormContext, useWatch } from 'react-hook-form';
import {
  descriptionPrecondition,
  sellingPricePrecondition,
  slugTagsPrecondition,
  variantPricePrecondition,
} from './rules/generators';
import type { ProdukWebFormValues } from './rules/formValues';
import { useApiCall } from '../../providers/queries';
import { produkWebContract as c } from './contract';
import { WEB_KATEGORI_PRODUK } from '../web-kategori-produk/public';
import { useGenerator } from '../../components/useGenerator';
import { useReferenceName } from './useReferenceName';
import { produkWebMessages } from './messages';

const m = produkWebMessages;

/**
 * The form's AI helpers (catalogue spec §2 and §5): description from the title; selling price from the
 * cashier product's cost, title, category and brand; tags and slug from title, description, category and
 * brand; a variant's price from its own cashier product.
 */
export const useProdukWebGenerators = () => {
  const call = useApiCall();
  const { getValues, setValue } = useFormContext<ProdukWebFormValues>();
  const { running, run } = useGenerator({ report: 'toast' });
  const [judul, kategoriId, merkId, merkNama] = useWatch<ProdukWebFormValues>({ name: ['judul', 'kategoriProdukWebId', 'merkId', 'merkNama'] }) as [
    string,
    ProdukWebFormValues['kategoriProdukWebId'],
    ProdukWebFormValues['merkId'],
    string,
  ];
  const kategori = useReferenceName(WEB_KATEGORI_PRODUK, kategoriId, 'namaKategori');
  const chosenBrand = useReferenceName('merk', merkId, 'nama');
  // Editing shows the brand of the cashier product instead of a choice.
  const merk = chosenBrand || merkNama;
  const fillText = (field: 'deskripsi' | 'tags' | 'slug', value: string) => setValue(field, value, { shouldDirty: true, shouldValidate: true });
  const fillPrice = (value: number) => setValue('hargaJual', value, { shouldDirty: true, shouldValidate: true });

  const titleMissing = descriptionPrecondition({ judul: judul ?? '' });

  const slugTagsBody = () => {
    const values = getValues();
    return { judul: values.judul.trim(), deskripsi: values.deskripsi, kategori, merk };
  };

  return {
    running,
    /** Every generator needs a title; their buttons are off without one. */
    titleMissing,
    description: () =>
      run('deskripsi', {
        precondition: titleMissing,
        generate: () => call(c.generateDescription, { body: { judul: getValues('judul').trim() } }),
        apply: (text) => fillText('deskripsi', text),
        fallback: m.generateDescriptionFailed,
      }),
    sellingPrice: () => {
      const values = getValues();
      return run('hargaJual', {
        precondition: sellingPricePrecondition({ judul: values.judul, kategori, merk, produkKasirId: values.produkKasirId }),
        generate: () => call(c.generateSellingPrice, { body: { namaProduk: values.judul.trim(), hargaModal: values.hargaModal ?? 0, kategori, merk } }),
        apply: fillPrice,
        fallback: m.generatePriceFailed,
      });
    },
    tags: () => {
      const values = getValues();
      return run('tags', {
        precondition: slugTagsPrecondition({ judul: values.judul, deskripsi: values.deskripsi, kategori, merk }),
        generate: () => call(c.generateSlugTags, { body: slugTagsBody(), fallback: m.generateTagsFailed }),
        apply: ({ tags }) => fillText('tags', tags),
        fallback: m.generateTagsFailed,
      });
    },
    slug: () => {
      const values = getValues();
      return run('slug', {
        precondition: slugTagsPrecondition({ judul: values.judul, deskripsi: values.deskripsi, kategori, merk }),
        generate: () => call(c.generateSlugTags, { body: slugTagsBody(), fallback: m.generateSlugFailed }),
        apply: ({ slug }) => fillText('slug', slug),
        fallback: m.generateSlugFailed,
      });
    },
    variantPrice: (index: number) => {
      const values = getValues();
      const variant = values.varian[index];
      return run(`varian.${index}.hargaJual`, {
        precondition: variantPricePrecondition({ judul: values.judul, produkKasirId: variant?.produkKasirId }),
        generate: () =>
          call(c.generateSellingPrice, {
            body: {
              namaProduk: `${values.judul.trim()} ${variant?.namaTampilanVarian.trim() ?? ''}`.trim(),
              hargaModal: variant?.hargaModal ?? 0,
              kategori,
              merk,
            },
          }),
        apply: (hargaJual) => setValue(`varian.${index}.hargaJual`, hargaJual, { shouldDirty: true, shouldValidate: true }),
        fallback: m.generatePriceFailed,
      });
    },
  };
};

export type ProdukWebGenerators = ReturnType<typeof useProdukWebGenerators>;
