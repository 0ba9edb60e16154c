import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useInput, type CommonInputProps } from 'react-admin';
import { isEmptyNumberValue, MAX_RUPIAH, sameNumberFieldValue, type NumberFieldValue } from '../domain/number';
import { withReadableNumber } from './NumberTextInput';
import { readRupiahTyping, rupiahFieldText, rupiahText } from './rupiahTyping';
import { inputDecorations } from './inputDecorations';

export type RupiahInputProps = Omit<CommonInputProps, 'format' | 'parse'> &
  Pick<TextFieldProps, 'placeholder' | 'autoFocus' | 'sx' | 'className' | 'size'> & {
    /** ArrowUp/ArrowDown add or take away this much (never below 0), like a number input's step. */
    step?: number;
  };

/**
 * A react-admin input for rupiah amounts: shows '1.250.000' with an 'Rp' adornment while typing and
 * stores a plain integer (null when empty). Text the rupiah rule (domain/number) cannot read, such as
 * `1.000,50` or `1e6`, stays as typed and is refused with its message; forms with their own `validate`
 * find it with `unreadableNumberError`. Limits such as a minimum or a multiple of `step` belong to
 * `validate`.
 */
export const RupiahInput = ({
  source,
  label,
  helperText,
  validate,
  defaultValue = null,
  resource,
  disabled,
  readOnly,
  fullWidth,
  margin,
  variant,
  onChange,
  onBlur,
  placeholder,
  autoFocus,
  sx,
  className,
  size,
  step,
}: RupiahInputProps) => {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source, validate: withReadableNumber(validate), defaultValue, resource, disabled, readOnly, onChange, onBlur });
  const decorations = inputDecorations({ label, helperText, source, resource, isRequired, invalid, error });
  const inputRef = useRef<HTMLInputElement | null>(null);
  // A new object on every edit, so the caret is placed even when the stored value did not change
  // (a refused digit) and React has put the old text back.
  const [caret, setCaret] = useState<{ position: number } | null>(null);
  // The text as typed ('1.000,00' holds 1000) until the value changes from outside (a reset, a load).
  const [shown, setShown] = useState<{ value: unknown; text: string }>(() => ({ value: field.value, text: rupiahFieldText(field.value) }));
  const text = sameNumberFieldValue(shown.value, field.value) ? shown.text : rupiahFieldText(field.value);

  const store = (value: NumberFieldValue, nextText: string, position: number) => {
    setShown({ value, text: nextText });
    field.onChange(value);
    setCaret({ position });
  };

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret && input && input.ownerDocument.activeElement === input) input.setSelectionRange(caret.position, caret.position);
  }, [caret]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    const nativeEvent = event.nativeEvent as Partial<InputEvent>;
    const typed = readRupiahTyping({
      raw: target.value,
      caret: target.selectionStart ?? target.value.length,
      previous: text,
      inputType: nativeEvent.inputType,
    });
    store(typed.value, typed.text, typed.caret);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!step || readOnly || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const current = typeof field.value === 'number' ? field.value : isEmptyNumberValue(field.value) ? 0 : Number(field.value);
    // Refused text stays as typed: stepping from it would replace it with a number nobody typed.
    if (!Number.isFinite(current)) return;
    event.preventDefault();
    const next = Math.min(MAX_RUPIAH, Math.max(0, current + (event.key === 'ArrowUp' ? step : -step)));
    const nextText = rupiahText(next);
    store(next, nextText, nextText.length);
  };

  // Once left, text that reads as an amount is shown the one way ('Rp 1.500.000' and '1.000,00' as
  // '1.500.000' and '1.000'); refused text stays as typed.
  const handleBlur = () => {
    if (typeof field.value === 'number' && text !== rupiahText(field.value)) setShown({ value: field.value, text: rupiahText(field.value) });
    field.onBlur();
  };

  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={(element: HTMLInputElement | null) => {
        inputRef.current = element;
        field.ref(element);
      }}
      value={text}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      className={['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' ')}
      label={decorations.label}
      error={invalid}
      helperText={decorations.helperText}
      disabled={disabled}
      fullWidth={fullWidth}
      margin={margin}
      variant={variant}
      size={size}
      placeholder={placeholder}
      autoFocus={autoFocus}
      sx={sx}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment>, readOnly },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
      }}
    />
  );
};
