import { fractionDigitsOfStep, percentRule } from '../domain/number';
import { NumberTextInput, type NumberTextInputProps } from './NumberTextInput';

export type PercentInputProps = Omit<NumberTextInputProps, 'rule' | 'inputMode' | 'endAdornment'>;

/**
 * Percentages (discounts, cashback) with a '%' suffix: `2,5` and `2.5` both read as 2.5 and shown as
 * '2,5'; at most as many decimals as `step` has (0.1: one), two without a step.
 */
export const PercentInput = ({ step, ...props }: PercentInputProps) => (
  <NumberTextInput {...props} step={step} rule={percentRule(fractionDigitsOfStep(step))} inputMode="decimal" endAdornment="%" />
);
