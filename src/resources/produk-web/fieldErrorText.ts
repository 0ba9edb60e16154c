import type { FieldError } from 'react-hook-form';

/**
 * The text of a field's error. react-admin's `validate` resolver wraps each message as
 * `{ message: text }` inside RHF's `message`; errors set directly are plain strings.
 */
export const fieldErrorText = (error: Pick<FieldError, 'message'> | undefined): string | undefined => {
  const message: unknown = error?.message;
  if (typeof message === 'string') return message || undefined;
  if (message && typeof message === 'object' && 'message' in message) {
    const inner = (message as { message: unknown }).message;
    return typeof inner === 'string' ? inner : undefined;
  }
  return undefined;
};
