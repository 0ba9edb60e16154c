import { describe, expect, it } from 'vitest';
import {
  CUSTOM_LINK_INVALID,
  emptyBannerForm,
  lacksImage,
  mainBannerFormValues,
  mainBannerPayload,
  subBannerPayload,
  validateBannerForm,
  type BannerFormValues,
} from '@/resources/banner/rules/form';
import { bannerMessages as m } from '@/resources/banner/messages';

const form = (patch: Partial<BannerFormValues>): BannerFormValues => ({ ...emptyBannerForm(), judul: 'Promo Semen', link: { mode: 'page', page: '/promo', productSlug: '', custom: '' }, ...patch });

describe('validateBannerForm: the save rules of catalogue spec §5', () => {
  it.each([
    ['main', form({ judul: '  ' }), { judul: m.titleRequired }],
    ['main', form({ link: { mode: 'page', page: '', productSlug: '', custom: '' } }), { link: m.mainLinkRequired }],
    ['sub', form({ link: { mode: 'page', page: '', productSlug: '', custom: '' } }), { link: m.subLinkRequired }],
    ['sub', form({ link: { mode: 'product', page: '', productSlug: '', custom: '' } }), { link: m.subLinkRequired }],
    ['main', form({ link: { mode: 'custom', page: '', productSlug: '', custom: ' ' } }), { custom: m.customLinkRequired }],
    ['sub', form({ link: { mode: 'custom', page: '', productSlug: '', custom: 'javascript:alert(1)' } }), { custom: CUSTOM_LINK_INVALID }],
    ['main', form({ link: { mode: 'custom', page: '', productSlug: '', custom: 'https://wa.me/62812' } }), {}],
    ['main', form({}), {}],
  ] as const)('%s banner %#', (type, values, errors) => {
    expect(validateBannerForm(type, values)).toEqual(errors);
  });

  it('warns, without refusing, when the banner has no picture', () => {
    expect(lacksImage(form({}))).toBe(true);
    expect(validateBannerForm('main', form({}))).toEqual({});
    expect(lacksImage(form({ desktop: [{ kind: 'existing', id: 'a', url: '/x.webp' }] }))).toBe(false);
  });
});

describe('banner payloads', () => {
  it('sends a removed desktop picture empty and lets the mobile one fall back to the desktop one', () => {
    expect(mainBannerPayload(form({}), { desktop: '', mobile: '' }, 2)).toMatchObject({ gambarDesktopUrl: '', gambarMobileUrl: '', urutan: 2 });
    expect(mainBannerPayload(form({}), { desktop: 'd.webp', mobile: '' }, 0)).toMatchObject({ gambarDesktopUrl: 'd.webp', gambarMobileUrl: 'd.webp' });
    expect(mainBannerPayload(form({}), { desktop: 'd.webp', mobile: 'm.webp' }, 0)).toMatchObject({ gambarMobileUrl: 'm.webp', linkTujuan: '/promo', isAktif: true });
  });

  it('uses the title as alt text when none is given', () => {
    expect(mainBannerPayload(form({ altText: '' }), { desktop: '', mobile: '' }, 0).altText).toBe('Promo Semen');
  });

  it('reads a stored mobile picture equal to the desktop one as the fallback, not a picture of its own', () => {
    const values = mainBannerFormValues({ id: 1, judul: 'A', isAktif: true, urutan: 0, gambarDesktopUrl: 'd.webp', gambarMobileUrl: 'd.webp', linkTujuan: '/promo' });
    expect(values.mobile).toEqual([]);
    expect(values.desktop).toHaveLength(1);
  });

  it('builds the sub banner with its own field names', () => {
    expect(subBannerPayload(form({ aktif: false }), 's.webp', 3)).toEqual({ judul: 'Promo Semen', fotoUrl: 's.webp', linkTo: '/promo', aktif: false, urutan: 3 });
  });
});
