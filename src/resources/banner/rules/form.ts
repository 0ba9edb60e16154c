import type { UploadedImage } from '../../../domain/image/uploadedImage';
import { isSafeUrl } from '../../../domain/validation';
import { bannerMessages as m } from '../messages';
import type { BannerType, MainBanner, MainBannerInput, SubBanner, SubBannerInput } from '../schemas';
import { classifyLink, emptyLinkChoice, resolveLink, type LinkChoice } from './link';
import { existingImages } from '../../../domain/image/uploadedImage';

/** The banner editor's values; one shape for both kinds (`mobile` and `altText` are main-only). */
export interface BannerFormValues {
  judul: string;
  altText: string;
  link: LinkChoice;
  /** The main banner's desktop picture, or the sub banner's one picture. */
  desktop: UploadedImage[];
  mobile: UploadedImage[];
  aktif: boolean;
}

export type BannerFormErrors = Partial<Record<'judul' | 'link' | 'custom', string>>;

export const emptyBannerForm = (): BannerFormValues => ({ judul: '', altText: '', link: emptyLinkChoice(), desktop: [], mobile: [], aktif: true });

export const mainBannerFormValues = (banner: MainBanner): BannerFormValues => ({
  judul: banner.judul,
  altText: banner.altText ?? '',
  link: classifyLink(banner.linkTujuan),
  desktop: existingImages([banner.gambarDesktopUrl]),
  // A mobile picture equal to the desktop one is the fallback the server was sent, not a picture of its own.
  mobile: banner.gambarMobileUrl && banner.gambarMobileUrl !== banner.gambarDesktopUrl ? existingImages([banner.gambarMobileUrl]) : [],
  aktif: banner.isAktif,
});

export const subBannerFormValues = (banner: SubBanner): BannerFormValues => ({
  judul: banner.judul,
  altText: '',
  link: classifyLink(banner.linkTo),
  desktop: existingImages([banner.fotoUrl]),
  mobile: [],
  aktif: banner.aktif,
});

export const CUSTOM_LINK_INVALID = 'Link custom harus berupa URL (https://...) atau path yang diawali "/".';

/** Catalogue spec §5 (Banner save): what stops a save, per field. */
export const validateBannerForm = (type: BannerType, values: BannerFormValues): BannerFormErrors => {
  const errors: BannerFormErrors = {};
  if (values.judul.trim() === '') errors.judul = m.titleRequired;
  if (values.link.mode === 'custom') {
    const custom = values.link.custom.trim();
    if (custom === '') errors.custom = m.customLinkRequired;
    else if (!isSafeUrl(custom)) errors.custom = CUSTOM_LINK_INVALID;
  } else if (resolveLink(values.link) === '') {
    errors.link = type === 'main' ? m.mainLinkRequired : m.subLinkRequired;
  }
  return errors;
};

/** The spec's warning: a banner without a picture is saved, but the administrator is told. */
export const lacksImage = (values: BannerFormValues): boolean => values.desktop.length === 0;

/**
 * The main banner as sent: a removed desktop picture is sent empty, and a missing mobile picture falls
 * back to the desktop one (catalogue spec §4).
 */
export const mainBannerPayload = (values: BannerFormValues, urls: { desktop: string; mobile: string }, urutan: number): MainBannerInput => ({
  judul: values.judul.trim(),
  altText: values.altText.trim() || values.judul.trim(),
  gambarDesktopUrl: urls.desktop,
  gambarMobileUrl: urls.mobile || urls.desktop,
  linkTujuan: resolveLink(values.link),
  isAktif: values.aktif,
  urutan,
});

export const subBannerPayload = (values: BannerFormValues, url: string, urutan: number): SubBannerInput => ({
  judul: values.judul.trim(),
  fotoUrl: url,
  linkTo: resolveLink(values.link),
  aktif: values.aktif,
  urutan,
});
