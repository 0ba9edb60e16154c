import { idID } from '@mui/material/locale';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1d4e89' },
    secondary: { main: '#f5a623' },
    background: { default: '#f4f6fa' },
  },
  shape: { borderRadius: 8 },
  sidebar: { width: 260, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    // Keyboard focus is visible everywhere: MUI's own ripple-only focus is nearly invisible on an
    // unchecked switch, a checkbox or an icon button.
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: '2px solid #1d4e89', outlineOffset: 2 },
        },
      },
    },
    MuiSwitch: {
      styleOverrides: {
        switchBase: {
          '&.Mui-focusVisible': { outline: 'none' },
          '&.Mui-focusVisible + .MuiSwitch-track': { outline: '2px solid #1d4e89', outlineOffset: 3 },
        },
      },
    },
    // Status badges stay readable: MUI's filled warning, info and secondary chips put white text on
    // light orange or blue (under WCAG's 4.5:1), and an outlined secondary chip is orange on white.
    // These tinted pairs read at 7:1 or better.
    MuiChip: {
      styleOverrides: {
        root: {
          variants: [
            { props: { variant: 'filled', color: 'warning' }, style: { backgroundColor: '#fdebd3', color: '#6d3300' } },
            { props: { variant: 'filled', color: 'info' }, style: { backgroundColor: '#dcecf9', color: '#0b3f6b' } },
            { props: { variant: 'filled', color: 'secondary' }, style: { backgroundColor: '#fdecc8', color: '#5e3c00' } },
            { props: { variant: 'outlined', color: 'secondary' }, style: { color: '#5e3c00', borderColor: '#c98a1b' } },
            { props: { variant: 'outlined', color: 'warning' }, style: { color: '#6d3300', borderColor: '#d9822b' } },
            { props: { variant: 'outlined', color: 'info' }, style: { color: '#0b3f6b', borderColor: '#4a90c8' } },
          ],
        },
      },
    },
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
            backgroundColor: 'rgba(29, 78, 137, 0.12)',
            color: '#1d4e89',
            fontWeight: 600,
            '& .RaMenuItemLink-icon': { color: '#1d4e89' },
          },
        },
      },
    },
  },
};
