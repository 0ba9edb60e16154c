import { Autocomplete, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useId, useMemo } from 'react';
import { bannerMessages as m } from './messages';
import { SITE_PATHS, type LinkChoice, type LinkMode } from './rules/link';
import type { StorefrontProduct as ShopProduct } from '../produk-web/public';

export interface ProductOption {
  slug: string;
  label: string;
}

export const productOptions = (products: readonly ShopProduct[] | undefined): ProductOption[] =>
  (products ?? []).flatMap((p) => (p.slug ? [{ slug: p.slug, label: p.judul ?? p.nama ?? p.slug }] : []));

/**
 * The banner's link (catalogue spec §2): one of the shop's pages, one product's page, or a custom URL or
 * path. A product missing from the list (an older or unpublished one) still shows by its slug.
 */
export const BannerLinkField = ({
  value,
  onChange,
  products,
  productsState,
  errors,
  disabled,
}: {
  value: LinkChoice;
  onChange: (next: LinkChoice) => void;
  products: ProductOption[];
  productsState: 'loading' | 'failed' | 'ready';
  errors: { link?: string; custom?: string };
  disabled?: boolean;
}) => {
  const labelId = useId();
  const chosenProduct = useMemo(
    () => (value.productSlug ? (products.find((p) => p.slug === value.productSlug) ?? { slug: value.productSlug, label: value.productSlug }) : null),
    [products, value.productSlug],
  );
  return (
    <FormControl component="fieldset" error={Boolean(errors.link || errors.custom)} disabled={disabled}>
      <FormLabel component="legend" id={labelId}>
        {m.linkLabel}
      </FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value.mode} onChange={(event) => onChange({ ...value, mode: event.target.value as LinkMode })}>
        <FormControlLabel value="page" control={<Radio size="small" />} label={m.linkModePage} />
        <FormControlLabel value="product" control={<Radio size="small" />} label={m.linkModeProduct} />
        <FormControlLabel value="custom" control={<Radio size="small" />} label={m.linkModeCustom} />
      </RadioGroup>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {value.mode === 'page' ? (
          <TextField
            select
            size="small"
            label={m.linkPage}
            value={value.page}
            onChange={(event) => onChange({ ...value, page: event.target.value })}
            error={Boolean(errors.link)}
            helperText={errors.link}
            disabled={disabled}
          >
            {SITE_PATHS.map((site) => (
              <MenuItem key={site.path} value={site.path}>
                {site.label} ({site.path})
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {value.mode === 'product' ? (
          <Autocomplete
            size="small"
            options={products}
            value={chosenProduct}
            loading={productsState === 'loading'}
            loadingText={m.productsLoading}
            noOptionsText={m.noOptions}
            getOptionLabel={(option) => option.label}
            isOptionEqualToValue={(option, chosen) => option.slug === chosen.slug}
            onChange={(_event, option) => onChange({ ...value, productSlug: option?.slug ?? '' })}
            disabled={disabled}
            renderInput={(params) => (
              <TextField
                {...params}
                label={m.linkProduct}
                error={Boolean(errors.link)}
                helperText={errors.link ?? (value.productSlug ? `/produk/${value.productSlug}` : productsState === 'failed' ? m.productsUnavailable : undefined)}
              />
            )}
          />
        ) : null}
        {value.mode === 'custom' ? (
          <TextField
            size="small"
            label={m.linkCustom}
            value={value.custom}
            onChange={(event) => onChange({ ...value, custom: event.target.value })}
            error={Boolean(errors.custom)}
            helperText={errors.custom ?? m.linkCustomHint}
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
          />
        ) : null}
      </Stack>
    </FormControl>
  );
};
