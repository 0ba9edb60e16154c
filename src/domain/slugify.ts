/**
 * The brand slug rule (catalogue spec §5): lowercase, spaces to hyphens, other characters removed.
 * Runs of spaces give one hyphen and edge hyphens are trimmed, so "  Semen  Tiga Roda! " gives
 * "semen-tiga-roda".
 */
export const slugify = (name: string): string =>
  name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
