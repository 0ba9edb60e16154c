import { isSafeUrl } from './validation';

/**
 * The one rule for a link the backend stored (tracking pages, printed labels, proofs, chat files):
 * an http(s) URL with a host or a path on this site, as `isSafeUrl` says; anything else (`javascript:`,
 * `data:`, `vbscript:`, '//host') is null, so a view renders no link and shows the value as text.
 * Read where the value is used, before any `href` or `window.open`.
 */
export const safeHref = (value: unknown): string | null => (typeof value === 'string' && isSafeUrl(value) ? value : null);

/**
 * Pictures a `data:` URL may carry into an `<img src>`: PNG, JPEG, WebP and GIF (what photo uploads take), and SVG because the fake
 * backend draws its receipts so. An `<img>` runs no script and loads nothing from an SVG, and no data:
 * URL is ever opened as a page (`safeHref` refuses them, `openFile` sniffs and downloads what is not
 * a PNG, JPEG, WebP or PDF).
 */
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|webp|gif|svg\+xml)[;,]/i;

/** What an `<img src>` may show: a safe link (`safeHref`) or a picture's data: URL; else null (no image). */
export const safeImageSrc = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  return safeHref(value) ?? (IMAGE_DATA_URL.test(value) ? value : null);
};
