import { idID } from '@mui/material/locale';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

export type ThemeMode = 'light' | 'dark';

/**
 * The colours that differ between the light and the dark theme, in one place. Everything else (shape,
 * sidebar, focus rule, toolbar wrapping, Indonesian MUI texts) is shared by `shopTheme` below.
 *
 * Light: the shop's navy and orange on a pale grey page. Dark: the same hues lifted so text in them
 * reads on the dark page (4.5:1 or better for every `main` and `dark` used as text; see
 * tests/unit/layout/theme.test.ts), with near-black text on the filled buttons and chips they colour.
 */
const COLOURS = {
  light: {
    palette: {
      primary: { main: '#1d4e89' },
      secondary: { main: '#f5a623' },
      background: { default: '#f4f6fa' },
    },
    focus: '#1d4e89',
    activeMenu: { background: 'rgba(29, 78, 137, 0.12)', text: '#1d4e89' },
    // Status badges stay readable: MUI's filled warning, info and secondary chips put white text on
    // light orange or blue (under WCAG's 4.5:1), and an outlined secondary chip is orange on white.
    // These tinted pairs read at 7:1 or better.
    chips: {
      filledWarning: { backgroundColor: '#fdebd3', color: '#6d3300' },
      filledInfo: { backgroundColor: '#dcecf9', color: '#0b3f6b' },
      filledSecondary: { backgroundColor: '#fdecc8', color: '#5e3c00' },
      outlinedSecondary: { color: '#5e3c00', borderColor: '#c98a1b' },
      outlinedWarning: { color: '#6d3300', borderColor: '#d9822b' },
      outlinedInfo: { color: '#0b3f6b', borderColor: '#4a90c8' },
    },
    popupPaper: undefined,
  },
  dark: {
    palette: {
      mode: 'dark',
      primary: { main: '#90bff0', light: '#b5d5f5', dark: '#6fa8e6', contrastText: '#0a1f38' },
      secondary: { main: '#f5a623', light: '#ffc85a', dark: '#e0951a', contrastText: 'rgba(0, 0, 0, 0.87)' },
      success: { main: '#81c784', light: '#a5d6a7', dark: '#66bb6a', contrastText: 'rgba(0, 0, 0, 0.87)' },
      error: { main: '#f28b82', light: '#f6aea9', dark: '#ef6c6c', contrastText: 'rgba(0, 0, 0, 0.87)' },
      warning: { main: '#ffb74d', light: '#ffd08a', dark: '#ffa726', contrastText: 'rgba(0, 0, 0, 0.87)' },
      info: { main: '#81d4fa', light: '#b3e5fc', dark: '#4fc3f7', contrastText: 'rgba(0, 0, 0, 0.87)' },
      background: { default: '#121316', paper: '#1c1e22' },
    },
    focus: '#90bff0',
    activeMenu: { background: 'rgba(144, 191, 240, 0.16)', text: '#90bff0' },
    // The same badges as dark tints with light text (9:1 or better).
    chips: {
      filledWarning: { backgroundColor: '#3d2a10', color: '#ffcc80' },
      filledInfo: { backgroundColor: '#0f2d45', color: '#9fd3fb' },
      filledSecondary: { backgroundColor: '#3b2d10', color: '#ffd27a' },
      outlinedSecondary: { color: '#ffd27a', borderColor: '#c98a1b' },
      outlinedWarning: { color: '#ffcc80', borderColor: '#d9822b' },
      outlinedInfo: { color: '#9fd3fb', borderColor: '#4a90c8' },
    },
    // Menus, pop-ups and dialogs sit one step above the cards they open over (dark shadows barely show).
    popupPaper: '#26292e',
  },
} as const;

/**
 * A form holding a dialog's title, content and actions lays them out as the dialog's paper does: a
 * column no taller than the paper, so DialogContent scrolls and DialogActions stay visible.
 */
export const DIALOG_FORM_LAYOUT = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } as const;

/** The back office's theme in either mode (react-admin picks one: the OS setting, then the user's toggle). */
export const shopTheme = (mode: ThemeMode): RaThemeOptions => {
  const base = mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
  const colours = COLOURS[mode];
  const { chips } = colours;
  return {
    ...base,
    palette: colours.palette,
    shape: { borderRadius: 8 },
    sidebar: { width: 260, closedWidth: 56 },
    components: {
      ...base.components,
      // Every media query answers in the first render (react-admin's sidebar, app bar and lists ask
      // too): MUI's default renders once as a desktop and again once an effect reads the width, which
      // re-rendered the whole shell and the list on every page load, and drew a phone's desktop first.
      MuiUseMediaQuery: { defaultProps: { noSsr: true } },
      // Keyboard focus is visible everywhere: MUI's own ripple-only focus is nearly invisible on an
      // unchecked switch, a checkbox or an icon button.
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `2px solid ${colours.focus}`, outlineOffset: 2 },
          },
        },
      },
      MuiSwitch: {
        styleOverrides: {
          switchBase: {
            '&.Mui-focusVisible': { outline: 'none' },
            '&.Mui-focusVisible + .MuiSwitch-track': { outline: `2px solid ${colours.focus}`, outlineOffset: 3 },
          },
        },
      },
      // The tab indicator moves at once instead of sliding: MUI slides it by animating its left and
      // width, a layout and a paint in every frame for 300 ms, a third of an Order Center tab switch's
      // main-thread work on a 2-core machine (issue 26), for motion that tells nothing the tab's own
      // highlight does not.
      MuiTabs: { styleOverrides: { indicator: { transition: 'none' } } },
      MuiChip: {
        styleOverrides: {
          root: {
            variants: [
              { props: { variant: 'filled', color: 'warning' }, style: chips.filledWarning },
              { props: { variant: 'filled', color: 'info' }, style: chips.filledInfo },
              { props: { variant: 'filled', color: 'secondary' }, style: chips.filledSecondary },
              { props: { variant: 'outlined', color: 'secondary' }, style: chips.outlinedSecondary },
              { props: { variant: 'outlined', color: 'warning' }, style: chips.outlinedWarning },
              { props: { variant: 'outlined', color: 'info' }, style: chips.outlinedInfo },
            ],
          },
        },
      },
      ...(mode === 'dark' && {
        // MUI lightens dark surfaces with a white gradient per elevation; plain colours instead, so
        // the surfaces are the palette's and axe can measure the contrast of the text on them.
        MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
        MuiPopover: { styleOverrides: { paper: { backgroundColor: colours.popupPaper } } },
        MuiAutocomplete: { ...base.components?.MuiAutocomplete, styleOverrides: { paper: { backgroundColor: colours.popupPaper } } },
      }),
      // Every dialog scrolls its content and keeps its title and actions in view (a tall Partial Refund
      // at 1440x900 cut its buttons off): MUI's `scroll="paper"` makes the paper a bounded column whose
      // DialogContent scrolls, but a dialog's form between the paper and its parts would grow with
      // them and push the actions out, so a form that is the paper's child is that column itself.
      MuiDialog: {
        defaultProps: { scroll: 'paper' },
        styleOverrides: { paper: { ...(mode === 'dark' && { backgroundColor: colours.popupPaper }), '& > form': DIALOG_FORM_LAYOUT } },
      },
      // react-admin's loading spinner in the app bar passes these props to its progress bar, which axe
      // otherwise finds without a name whenever a page is caught loading.
      RaLoadingIndicator: { defaultProps: { 'aria-label': 'Memuat data' } },
      // MUI's own texts (pagination, autocomplete, alerts) in Indonesian too.
      ...idID.components,
      // A list's buttons (Refresh, Ekspor, Tambah ...) wrap on a phone instead of widening the page.
      RaTopToolbar: {
        styleOverrides: {
          root: { flexWrap: 'wrap', rowGap: 8 },
        },
      },
      // The current page stands out in the sidebar (spec: the sidebar highlights it).
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            '&.RaMenuItemLink-active': {
              backgroundColor: colours.activeMenu.background,
              color: colours.activeMenu.text,
              fontWeight: 600,
              '& .RaMenuItemLink-icon': { color: colours.activeMenu.text },
            },
          },
        },
      },
    },
  };
};

export const lightTheme = shopTheme('light');
export const darkTheme = shopTheme('dark');
