/**
 * The fake backend's banner pictures: SVG data URLs drawn at the slot's real size, so the browser
 * shows them, the uploader's size rules hold for them, and nothing is fetched from a host.
 */
const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] as string);

const PALETTES = [
  ['#0d47a1', '#42a5f5'],
  ['#b71c1c', '#ff8a65'],
  ['#1b5e20', '#9ccc65'],
  ['#4a148c', '#ba68c8'],
  ['#e65100', '#ffd54f'],
  ['#263238', '#90a4ae'],
] as const;

/** A stable small number from a text, so the same request draws the same picture. */
export const textHash = (text: string): number => {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return hash;
};

export interface BannerArt {
  width: number;
  height: number;
  title: string;
  caption: string;
  /** Chooses the colours. */
  seed: string;
}

/** A banner picture: a gradient, a headline and a caption, scaled to the slot. */
export const bannerArt = ({ width, height, title, caption, seed }: BannerArt): string => {
  const [from, to] = PALETTES[textHash(seed) % PALETTES.length] ?? PALETTES[0];
  const unit = Math.min(width, height) / 10;
  const headline = title.length > 40 ? `${title.slice(0, 39)}…` : title;
  const sub = caption.length > 70 ? `${caption.slice(0, 69)}…` : caption;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${unit * 3}" fill="#ffffff" fill-opacity="0.12"/>` +
    `<text x="${width / 2}" y="${height / 2}" font-family="Arial, sans-serif" font-size="${Math.round(unit * 1.1)}" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeXml(headline)}</text>` +
    `<text x="${width / 2}" y="${height / 2 + unit * 1.4}" font-family="Arial, sans-serif" font-size="${Math.round(unit * 0.55)}" text-anchor="middle" fill="#ffffff">${escapeXml(sub)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
};
