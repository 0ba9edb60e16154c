import type { ReactNode } from 'react';
import { FieldTitle, InputHelperText, type CommonInputProps } from 'react-admin';

/**
 * The label (with react-admin's required mark) and the helper-or-error line that react-admin's own
 * inputs show, for the app's inputs built on a bare TextField or picker (rupiah, numbers, dates).
 */
export const inputDecorations = ({
  label,
  helperText,
  source,
  resource,
  isRequired,
  invalid,
  error,
}: Pick<CommonInputProps, 'label' | 'helperText' | 'source' | 'resource'> & {
  isRequired: boolean;
  invalid: boolean;
  error?: { message?: string };
}): { label: ReactNode; helperText: ReactNode } => ({
  label: label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} /> : null,
  helperText: helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null,
});
