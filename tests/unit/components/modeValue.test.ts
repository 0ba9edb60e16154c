import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { modeValue } from '@/components/modeValue';

describe('modeValue', () => {
  it('picks the light value in a light theme and the dark value in a dark theme', () => {
    const pick = modeValue('grey.100', 'grey.800');
    expect(pick(createTheme({ palette: { mode: 'light' } }))).toBe('grey.100');
    expect(pick(createTheme({ palette: { mode: 'dark' } }))).toBe('grey.800');
  });
});
