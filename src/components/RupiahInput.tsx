import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type CommonInputProps } from 'react-admin';
import { readRupiahEdit, rupiahText } from './rupiahTyping';

export type RupiahInputProps = Omit<CommonInputProps, 'format' | 'parse'> &
  Pick<TextFieldProps, 'placeholder' | 'autoFocus' | 'sx' | 'className' | 'size'> & {
    /** ArrowUp/ArrowDown add or take away this much (never below 0), like a number input's step. */
    step?: number;
  };

/**
 * A react-admin input for rupiah amounts: shows '1.250.000' with an 'Rp' adornment while typing and
 * stores a plain integer (null when empty). Limits such as a minimum or a multiple of `step` belong
 * to `validate`.
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
  } = useInput({ source, validate, defaultValue, resource, disabled, readOnly, onChange, onBlur });
  const inputRef = useRef<HTMLInputElement | null>(null);
  // A new object on every edit, so the caret is placed even when the stored value did not change
  // (a letter typed, a refused digit) and React has put the old text back.
  const [caret, setCaret] = useState<{ position: number } | null>(null);
  const text = rupiahText(field.value);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret && input && input.ownerDocument.activeElement === input) input.setSelectionRange(caret.position, caret.position);
  }, [caret]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    const nativeEvent = event.nativeEvent as Partial<InputEvent>;
    const typed = readRupiahEdit({
      raw: target.value,
      caret: target.selectionStart ?? target.value.length,
      previous: text,
      inputType: nativeEvent.inputType,
    });
    field.onChange(typed.value);
    setCaret({ position: typed.caret });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!step || readOnly || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const current = typeof field.value === 'number' ? field.value : Number(field.value) || 0;
    const next = Math.max(0, current + (event.key === 'ArrowUp' ? step : -step));
    field.onChange(next);
    setCaret({ position: rupiahText(next).length });
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
      onBlur={field.onBlur}
      className={['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' ')}
      label={label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} /> : null}
      error={invalid}
      helperText={helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null}
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
