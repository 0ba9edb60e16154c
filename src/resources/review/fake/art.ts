/**
 * The fake backend's review photos: square SVG data URLs (a buyer's snapshot of the product), drawn
 * from a seed so the same seed draws the same photo and nothing is fetched from a host.
 */
const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] as string);

const PALETTES = [
  ['#5d4037', '#bcaaa4'],
  ['#37474f', '#b0bec5'],
  ['#00695c', '#80cbc4'],
  ['#ef6c00', '#ffcc80'],
  ['#283593', '#9fa8da'],
] as const;

const SIZE = 600;

export const reviewPhotoArt = ({ caption, variant }: { caption: string; variant: number }): string => {
  const [from, to] = PALETTES[Math.abs(variant) % PALETTES.length] ?? PALETTES[0];
  const text = caption.length > 28 ? `${caption.slice(0, 27)}…` : caption;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>` +
    // A box on a floor: a parcel as it arrived, seen by the buyer.
    `<rect x="170" y="${200 + (variant % 3) * 20}" width="260" height="200" rx="12" fill="#ffffff" fill-opacity="0.85"/>` +
    `<rect x="280" y="${200 + (variant % 3) * 20}" width="40" height="200" fill="${from}" fill-opacity="0.5"/>` +
    `<text x="${SIZE / 2}" y="520" font-family="Arial, sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeXml(text)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
};
