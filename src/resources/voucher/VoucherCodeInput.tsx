import type { ChangeEvent } from 'react';
import { TextInput } from 'react-admin';
import { normaliseVoucherCode } from './rules';
import { voucherMessages } from './messages';

/**
 * Upper-cases the text and drops spaces in the input itself, before React renders it, with the caret
 * left after the same characters. Left to React, the changed value would throw the caret to the end
 * whenever a code is corrected in the middle.
 */
const normaliseInPlace = (event: ChangeEvent<HTMLInputElement>) => {
  const input = event.target;
  const next = normaliseVoucherCode(input.value);
  if (next === input.value) return;
  const caret = normaliseVoucherCode(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
  input.value = next;
  input.setSelectionRange(caret, caret);
};

/** The voucher code, upper case without spaces as it is typed (catalogue spec §5). */
export const VoucherCodeInput = () => {
  return (
    <TextInput
      source="kode_voucher"
      label={voucherMessages.kode}
      helperText={voucherMessages.kodeHint}
      onChange={normaliseInPlace}
      parse={normaliseVoucherCode}
      slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } }}
    />
  );
};
