import type { Id } from '../../api/schemas/common';
import type { ImageProfileName } from '../../domain/image/profiles';
import { bannerMessages as m } from './messages';
import { mainBannerFormValues, mainBannerPayload, subBannerFormValues, subBannerPayload, type BannerFormValues } from './rules/form';
import { BANNER_TARGETS, type PixelSize } from './rules/ratio';
import type { BannerType, MainBanner, MainBannerInput, SubBanner, SubBannerInput } from './schemas';

/** One row of a banner card, whatever its kind: what the list shows and what a reorder or toggle resends. */
export interface BannerRow {
  id: Id;
  judul: string;
  imageUrl: string;
  /** The main banner's phone picture, when it has one of its own. */
  mobileUrl: string;
  link: string;
  aktif: boolean;
  urutan: number;
}

export interface ImageSlot {
  /** The upload folder (`{type}-desktop` / `-mobile`, catalogue spec §7). */
  folder: string;
  target: PixelSize;
  profile: ImageProfileName;
}

/**
 * What differs between the two kinds: the react-admin resource, the field names the backend uses,
 * the picture slots. Everything else (editor, card, order) is one code path.
 */
export interface BannerKind<R extends { id: Id }, I> {
  type: BannerType;
  resource: string;
  title: string;
  toRow: (record: R) => BannerRow;
  toForm: (record: R) => BannerFormValues;
  toPayload: (values: BannerFormValues, urls: { desktop: string; mobile: string }, urutan: number) => I;
  /** The stored banner as sent again, with another place or another active flag. */
  resend: (record: R, change: { urutan?: number; aktif?: boolean }) => I;
  slots: { desktop: ImageSlot; mobile?: ImageSlot };
}

export const mainBannerKind: BannerKind<MainBanner, MainBannerInput> = {
  type: 'main',
  resource: 'main-banners',
  title: m.mainTitle,
  toRow: (b) => ({
    id: b.id,
    judul: b.judul,
    imageUrl: b.gambarDesktopUrl ?? '',
    mobileUrl: b.gambarMobileUrl && b.gambarMobileUrl !== b.gambarDesktopUrl ? b.gambarMobileUrl : '',
    link: b.linkTujuan ?? '',
    aktif: b.isAktif,
    urutan: b.urutan,
  }),
  toForm: mainBannerFormValues,
  toPayload: mainBannerPayload,
  resend: (b, change) => ({
    judul: b.judul,
    altText: b.altText ?? '',
    gambarDesktopUrl: b.gambarDesktopUrl ?? '',
    gambarMobileUrl: b.gambarMobileUrl ?? '',
    linkTujuan: b.linkTujuan ?? '',
    isAktif: change.aktif ?? b.isAktif,
    urutan: change.urutan ?? b.urutan,
  }),
  slots: {
    desktop: { folder: 'main-desktop', target: BANNER_TARGETS.desktop, profile: 'banner' },
    mobile: { folder: 'main-mobile', target: BANNER_TARGETS.mobile, profile: 'bannerMobile' },
  },
};

export const subBannerKind: BannerKind<SubBanner, SubBannerInput> = {
  type: 'sub',
  resource: 'web-sub-banner',
  title: m.subTitle,
  toRow: (b) => ({ id: b.id, judul: b.judul, imageUrl: b.fotoUrl ?? '', mobileUrl: '', link: b.linkTo ?? '', aktif: b.aktif, urutan: b.urutan }),
  toForm: subBannerFormValues,
  toPayload: (values, urls, urutan) => subBannerPayload(values, urls.desktop, urutan),
  resend: (b, change) => ({
    judul: b.judul,
    fotoUrl: b.fotoUrl ?? '',
    linkTo: b.linkTo ?? '',
    aktif: change.aktif ?? b.aktif,
    urutan: change.urutan ?? b.urutan,
  }),
  slots: { desktop: { folder: 'sub-desktop', target: BANNER_TARGETS.sub, profile: 'banner' } },
};

// The two kinds differ in record and payload types; views hold either through this erased form.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a kind's record and payload types vary together; callers pass the kind's own records back to it
export type AnyBannerKind = BannerKind<any, unknown>;

export const bannerKinds: Record<BannerType, AnyBannerKind> = { main: mainBannerKind, sub: subBannerKind };
