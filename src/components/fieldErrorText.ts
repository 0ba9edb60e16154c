/**
 * The text of a react-hook-form error as a screen may show it. react-admin's form-level `validate`
 * stores a returned string as `{ message: { message: text } }` (its translatable shape), while
 * `setError` stores the string itself; rendering the inner object crashes React ("Objects are not valid
 * as a React child"), so anything but text is read down to its text, never rendered as it is.
 */
export const fieldErrorText = (error: unknown): string | undefined => {
  let current: unknown = error;
  // At most two levels: the field error, then react-admin's translatable message.
  for (let depth = 0; depth < 3; depth += 1) {
    if (typeof current === 'string') return current.trim() === '' ? undefined : current;
    if (!current || typeof current !== 'object' || !('message' in current)) return undefined;
    current = (current as { message: unknown }).message;
  }
  return undefined;
};
