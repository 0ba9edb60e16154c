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
