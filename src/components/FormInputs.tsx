import type { ChangeEvent } from 'react';
import { FormControlLabel, FormGroup, FormHelperText, Switch, TextField, type TextFieldProps } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type CommonInputProps } from 'react-admin';
import { inputDecorations } from './inputDecorations';

/*
 * react-admin 5's TextInput and BooleanInput speak MUI 5's props to MUI 9: TextInput passes
 * `InputProps` and BooleanInput gives FormControlLabel an `inputRef`, both of which MUI 9 no longer
 * takes, so they reach the DOM and React warns ("React does not recognize the `InputProps` prop").
 * These two are the same inputs over react-admin's `useInput` with MUI 9's own props, for forms that
 * should log nothing.
 */

export type TextFormInputProps = Omit<CommonInputProps, 'format' | 'parse'> &
  Pick<TextFieldProps, 'placeholder' | 'autoFocus' | 'sx' | 'className' | 'size' | 'multiline' | 'minRows' | 'maxRows' | 'type'> & {
    /** The longest text the field takes, as the browser's `maxlength`. */
    maxLength?: number;
  };

/** A text field bound to the form (react-admin's TextInput, without its MUI 5 props). */
export const TextFormInput = ({
  source,
  label,
  helperText,
  validate,
  defaultValue = '',
  resource,
  disabled,
  readOnly,
  fullWidth,
  margin,
  variant,
  onChange,
  onBlur,
  maxLength,
  ...textField
}: TextFormInputProps) => {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source, validate, defaultValue, resource, disabled, readOnly, onChange, onBlur });
  const decorations = inputDecorations({ label, helperText, source, resource, isRequired, invalid, error });
  return (
    <TextField
      {...textField}
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      className={['ra-input', `ra-input-${source}`, textField.className].filter(Boolean).join(' ')}
      label={decorations.label}
      error={invalid}
      helperText={decorations.helperText}
      disabled={disabled}
      fullWidth={fullWidth}
      margin={margin}
      variant={variant}
      slotProps={{ input: { readOnly }, htmlInput: { maxLength } }}
    />
  );
};

export type SwitchFormInputProps = Omit<CommonInputProps, 'format' | 'parse'>;

/** A yes/no switch bound to the form (react-admin's BooleanInput, without its MUI 5 props). */
export const SwitchFormInput = ({ source, label, helperText, validate, defaultValue = false, resource, disabled, readOnly, onChange, onBlur }: SwitchFormInputProps) => {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source, validate, defaultValue, resource, disabled, readOnly, onChange, onBlur, type: 'checkbox' });
  return (
    <FormGroup className={`ra-input ra-input-${source}`}>
      <FormControlLabel
        control={
          <Switch
            id={id}
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event: ChangeEvent<HTMLInputElement>) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            disabled={disabled || readOnly}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
        label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      />
      {(helperText !== false || invalid) && (
        <FormHelperText error={invalid}>
          <InputHelperText error={error?.message} helperText={helperText} />
        </FormHelperText>
      )}
    </FormGroup>
  );
};
