import { SLUG_PATTERN } from '../../domain/slugify';
import { cleanLine, TEXT_LIMITS, tooLongError } from '../../domain/validation';
import { merkMessages } from './messages';

export interface MerkFormFields {
  nama?: string | null;
  slug?: string | null;
}

/**
 * Brand rules (catalogue spec §5: nama and slug both required, one shared message), plus what a shop
 * backend holds to (issue 8): names without invisible characters and at most 100 characters, slugs
 * of lowercase letters, digits and hyphens, at most 120. Shared by the form, the quick-add dialog and
 * the fake server.
 */
export const validateMerkForm = (values: MerkFormFields): Record<string, string> => {
  const errors: Record<string, string> = {};
  const nama = cleanLine(values.nama);
  const slug = cleanLine(values.slug);
  if (!nama) errors.nama = merkMessages.required;
  else {
    const long = tooLongError(nama, TEXT_LIMITS.name, merkMessages.nama);
    if (long) errors.nama = long;
  }
  if (!slug) errors.slug = merkMessages.required;
  else if (!SLUG_PATTERN.test(slug)) errors.slug = merkMessages.slugInvalid;
  else {
    const long = tooLongError(slug, TEXT_LIMITS.slug, merkMessages.slug);
    if (long) errors.slug = long;
  }
  return errors;
};

/** The first broken rule's message (name first), or null. */
export const firstMerkError = (values: MerkFormFields): string | null => {
  const errors = validateMerkForm(values);
  return errors.nama ?? errors.slug ?? null;
};

/** Name and slug as stored: trimmed of invisible characters and runs of spaces. */
export const cleanMerkFields = (values: MerkFormFields): { nama: string; slug: string } => ({
  nama: cleanLine(values.nama),
  slug: cleanLine(values.slug),
});
