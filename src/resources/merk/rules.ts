import { merkMessages } from './messages';

/** Brand form rule (spec section 5): nama and slug both required, one shared message. */
export const validateMerkForm = (values: { nama?: string; slug?: string }): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!values.nama?.trim()) errors.nama = merkMessages.required;
  if (!values.slug?.trim()) errors.slug = merkMessages.required;
  return errors;
};
