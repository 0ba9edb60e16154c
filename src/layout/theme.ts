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
};
