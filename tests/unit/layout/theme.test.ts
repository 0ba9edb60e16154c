import { describe, expect, it } from 'vitest';
import { createTheme, decomposeColor, getContrastRatio, type Theme } from '@mui/material/styles';
import { darkTheme, lightTheme } from '@/layout/theme';

/** A translucent colour as it shows over an opaque one, as `rgb(...)`. */
const over = (colour: string, background: string): string => {
  const top = decomposeColor(colour);
  const bottom = decomposeColor(background);
  const alpha = top.type === 'rgba' || top.type === 'hsla' ? Number(top.values[3] ?? 1) : 1;
  if (alpha >= 1) return colour;
  const [r, g, b] = [0, 1, 2].map((i) => Math.round(Number(top.values[i]) * alpha + Number(bottom.values[i]) * (1 - alpha)));
  return `rgb(${r}, ${g}, ${b})`;
};
const contrast = (text: string, background: string) => getContrastRatio(over(text, background), background);

const AA = 4.5;
const light = createTheme(lightTheme);
const dark = createTheme(darkTheme);

type ChipStyle = { backgroundColor?: string; color: string; borderColor?: string };
const chipVariants = (theme: Theme) =>
  (theme.components?.MuiChip?.styleOverrides?.root as { variants: Array<{ props: { variant: string; color: string }; style: ChipStyle }> }).variants;

describe('the light and dark themes', () => {
  it('are a light one and a dark one, built from the same shared parts', () => {
    expect(light.palette.mode).toBe('light');
    expect(dark.palette.mode).toBe('dark');
    expect(dark.shape.borderRadius).toBe(light.shape.borderRadius);
    expect(dark.sidebar).toEqual(light.sidebar);
    for (const shared of ['MuiButtonBase', 'MuiSwitch', 'MuiChip', 'RaTopToolbar', 'RaMenuItemLink', 'MuiTablePagination']) {
      expect(light.components, shared).toHaveProperty(shared);
      expect(dark.components, shared).toHaveProperty(shared);
    }
    expect(dark.components?.RaTopToolbar).toEqual(light.components?.RaTopToolbar);
  });

  it('keep the light theme as it was', () => {
    expect(light.palette.primary.main).toBe('#1d4e89');
    expect(light.palette.background.default).toBe('#f4f6fa');
  });

  it.each([
    ['light', light],
    ['dark', dark],
  ] as const)('%s: every status badge colour pair reads at 7:1 or better', (_mode, theme) => {
    const page = theme.palette.background.paper;
    for (const { props, style } of chipVariants(theme)) {
      const background = style.backgroundColor ?? page;
      expect(contrast(style.color, background), `${props.variant} ${props.color}`).toBeGreaterThanOrEqual(7);
    }
  });

  it.each(['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const)(
    'dark: %s text (main and dark) reads on the page and the cards, and its filled buttons and chips read too',
    (colour) => {
      const { main, dark: darker, contrastText } = dark.palette[colour];
      for (const surface of [dark.palette.background.default, dark.palette.background.paper]) {
        expect(contrast(main, surface)).toBeGreaterThanOrEqual(AA);
        expect(contrast(darker, surface)).toBeGreaterThanOrEqual(AA);
      }
      expect(contrast(contrastText, main)).toBeGreaterThanOrEqual(AA);
      expect(contrast(contrastText, darker)).toBeGreaterThanOrEqual(AA);
    },
  );

  it.each([
    ['light', light],
    ['dark', dark],
  ] as const)('%s: the sidebar highlights the current page readably', (_mode, theme) => {
    const active = (theme.components?.RaMenuItemLink?.styleOverrides?.root as Record<string, { backgroundColor: string; color: string }>)['&.RaMenuItemLink-active'];
    if (!active) throw new Error('no active menu style');
    const behind = over(active.backgroundColor, theme.palette.background.default);
    expect(contrast(active.color, behind)).toBeGreaterThanOrEqual(AA);
  });

  it.each([
    ['light', light],
    ['dark', dark],
  ] as const)('%s: the keyboard focus outline stands out from the page (3:1)', (_mode, theme) => {
    const focus = (theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, { outline: string } | undefined>)['&.Mui-focusVisible']?.outline ?? '';
    const colour = /#[0-9a-f]{6}/i.exec(focus)?.[0] ?? '';
    for (const surface of [theme.palette.background.default, theme.palette.background.paper]) {
      expect(getContrastRatio(colour, surface)).toBeGreaterThanOrEqual(3);
    }
  });
});
