import { messages } from '../../i18n/messages';

/** Brand form rule (spec section 5): nama and slug both required, one shared message. */
export const validateMerkForm = (values: { nama?: string; slug?: string }): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!values.nama?.trim()) errors.nama = messages.merk.required;
  if (!values.slug?.trim()) errors.slug = messages.merk.required;
  return errors;
};
