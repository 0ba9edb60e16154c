import type { Theme } from '@mui/material/styles';

/**
 * An `sx` value that differs by mode, for the few surfaces the palette has no token for (a pale grey
 * panel in light mode, a dark one in dark mode): `bgcolor: modeValue('grey.100', 'grey.800')`. Palette
 * paths and plain CSS colours both work. Here, below the layout that builds the themes, so shared
 * components can use it.
 */
export const modeValue =
  (light: string, dark: string) =>
  (t: Theme): string =>
    t.palette.mode === 'dark' ? dark : light;
