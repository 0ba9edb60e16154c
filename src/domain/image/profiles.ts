/**
 * Optimisation profiles of catalogue spec §9: WebP quality and the box (px) an image is scaled down
 * into. Product photos are square (main 800x800), so their box is square too.
 */
export interface ImageProfile {
  quality: number;
  maxWidth: number;
  maxHeight: number;
}

export const imageProfiles = {
  product: { quality: 0.8, maxWidth: 800, maxHeight: 800 },
  category: { quality: 0.75, maxWidth: 400, maxHeight: 400 },
  banner: { quality: 0.85, maxWidth: 1920, maxHeight: 1080 },
  // The main banner's phone picture (recommended 1080x1920): the banner's quality in a portrait box, so
  // a portrait picture is not shrunk into the landscape one.
  bannerMobile: { quality: 0.85, maxWidth: 1080, maxHeight: 1920 },
  thumbnail: { quality: 0.7, maxWidth: 300, maxHeight: 300 },
  general: { quality: 0.8, maxWidth: 1200, maxHeight: 1200 },
} as const satisfies Record<string, ImageProfile>;

export type ImageProfileName = keyof typeof imageProfiles;
