import { useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useInput, type CommonInputProps, type Validator } from 'react-admin';
import {
  formatNumberText,
  isEmptyNumberValue,
  isUnreadableNumber,
  numberFieldValue,
  sameNumberFieldValue,
  unreadableNumberError,
  WHOLE_NUMBER_RULE,
  type NumberFieldValue,
  type NumberRule,
} from '../domain/number';
import { inputDecorations } from './inputDecorations';

/** The refusal of text the number rule cannot read, ahead of the field's own validators. */
export const withReadableNumber = (validate: Validator | Validator[] | undefined): Validator[] => [
  unreadableNumberError,
  ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
];

export type NumberTextInputProps = Omit<CommonInputProps, 'format' | 'parse'> &
  Pick<TextFieldProps, 'placeholder' | 'autoFocus' | 'sx' | 'className' | 'size'> & {
    /** How typed text is read and shown (domain/number). */
    rule: NumberRule;
    /**
     * Bounds and step for ArrowUp/ArrowDown only, like a number input's, and for assistive technology.
     * They never validate: the field's own `validate` says what is allowed, in Indonesian.
     */
    min?: number;
    max?: number;
    step?: number;
    inputMode?: 'decimal' | 'numeric';
    endAdornment?: ReactNode;
  };

const fieldText = (value: unknown, rule: NumberRule): string => (isUnreadableNumber(value) ? value.typed : formatNumberText(value, rule));

/**
 * A react-admin number input on a text field, so the browser never judges the value (no English
 * bubbles, no `2,5` silently emptied by a number input): text is read by the number rule, stored as a
 * number (null when empty), and text the rule refuses stays as typed and is refused with its message.
 * Forms with their own `validate` find that refusal with `unreadableNumberError`.
 */
export const NumberTextInput = ({
  rule,
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
  min,
  max,
  step = 1,
  inputMode = 'decimal',
  endAdornment,
}: NumberTextInputProps) => {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source, validate: withReadableNumber(validate), defaultValue, resource, disabled, readOnly, onChange, onBlur });
  const decorations = inputDecorations({ label, helperText, source, resource, isRequired, invalid, error });
  // The text as typed ('2.5' holds 2.5) until the value changes from outside (a reset, a load).
  const [shown, setShown] = useState<{ value: unknown; text: string }>(() => ({ value: field.value, text: fieldText(field.value, rule) }));
  const text = sameNumberFieldValue(shown.value, field.value) ? shown.text : fieldText(field.value, rule);

  const store = (value: NumberFieldValue, nextText: string) => {
    setShown({ value, text: nextText });
    field.onChange(value);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => store(numberFieldValue(event.target.value, rule), event.target.value);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (readOnly || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const current = typeof field.value === 'number' ? field.value : isEmptyNumberValue(field.value) ? 0 : Number(field.value);
    // Refused text stays as typed: stepping from it would replace it with a number nobody typed.
    if (!Number.isFinite(current)) return;
    event.preventDefault();
    const scale = 10 ** rule.fractionDigits;
    let next = Math.round((current + (event.key === 'ArrowUp' ? step : -step)) * scale) / scale;
    if (min !== undefined) next = Math.max(min, next);
    else if (!rule.allowNegative) next = Math.max(0, next);
    if (max !== undefined) next = Math.min(max, next);
    store(next, formatNumberText(next, rule));
  };

  // Once left, text that reads as a number is shown the one way ('2.5' as '2,5'); refused text stays.
  const handleBlur = () => {
    if (typeof field.value === 'number') {
      const canonical = formatNumberText(field.value, rule);
      if (text !== canonical) setShown({ value: field.value, text: canonical });
    }
    field.onBlur();
  };

  const current = typeof field.value === 'number' ? field.value : undefined;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
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
        input: { endAdornment: endAdornment ? <InputAdornment position="end">{endAdornment}</InputAdornment> : undefined, readOnly },
        htmlInput: {
          // A spinbutton as a number input is (ArrowUp/ArrowDown step it), without its validation.
          role: 'spinbutton',
          inputMode,
          autoComplete: 'off',
          'aria-valuenow': current,
          'aria-valuetext': current === undefined ? undefined : text,
          'aria-valuemin': min,
          'aria-valuemax': max,
        },
      }}
    />
  );
};

export type WholeNumberInputProps = Omit<NumberTextInputProps, 'rule' | 'inputMode'>;

/** Counts and orders (quota, minimum quantity, category order): whole numbers, '1.000' read as 1000. */
export const WholeNumberInput = (props: WholeNumberInputProps) => <NumberTextInput {...props} rule={WHOLE_NUMBER_RULE} inputMode="numeric" />;
