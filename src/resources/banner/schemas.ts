import * as z from 'zod/mini';
import { id, numeric } from '../../api/schemas/common';

const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/** Main banner (catalogue spec §3): the home page carousel, a desktop and a mobile picture. */
export const mainBannerSchema = z.object({
  id,
  judul: z.string(),
  altText: maybe(z.string()),
  gambarDesktopUrl: maybe(z.string()),
  gambarMobileUrl: maybe(z.string()),
  linkTujuan: maybe(z.string()),
  isAktif: z.boolean(),
  urutan: z._default(numeric, 0),
});
export type MainBanner = z.infer<typeof mainBannerSchema>;

export const mainBannerInputSchema = z.object({
  judul: z.string(),
  altText: z.string(),
  gambarDesktopUrl: z.string(),
  gambarMobileUrl: z.string(),
  linkTujuan: z.string(),
  isAktif: z.boolean(),
  urutan: z.number(),
});
export type MainBannerInput = z.infer<typeof mainBannerInputSchema>;

/** Sub banner (catalogue spec §3): the smaller promotional tiles, one picture. */
export const subBannerSchema = z.object({
  id,
  judul: z.string(),
  fotoUrl: maybe(z.string()),
  linkTo: maybe(z.string()),
  aktif: z.boolean(),
  urutan: z._default(numeric, 0),
});
export type SubBanner = z.infer<typeof subBannerSchema>;

export const subBannerInputSchema = z.object({
  judul: z.string(),
  fotoUrl: z.string(),
  linkTo: z.string(),
  aktif: z.boolean(),
  urutan: z.number(),
});
export type SubBannerInput = z.infer<typeof subBannerInputSchema>;

export const bannerTypes = ['main', 'sub'] as const;
export type BannerType = (typeof bannerTypes)[number];

/** POST /admin/ai/generate-banner. */
export const generateBannerInputSchema = z.object({
  productId: id,
  prompt: z.string(),
  type: z.enum(bannerTypes),
});
export type GenerateBannerInput = z.infer<typeof generateBannerInputSchema>;
