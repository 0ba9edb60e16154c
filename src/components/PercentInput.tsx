import { InputAdornment } from '@mui/material';
import { NumberInput, type NumberInputProps } from 'react-admin';

const percentAdornment = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };

/** A number input for percentages (discounts, cashback): react-admin's NumberInput with a '%' suffix. */
export const PercentInput = (props: NumberInputProps) => <NumberInput {...props} slotProps={percentAdornment} />;
