import { IconButton, Tooltip, useMediaQuery } from '@mui/material';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import { useTheme, useThemesContext } from 'react-admin';
import { messages } from '../i18n/messages';

/**
 * The light/dark choice as react-admin reads and writes it (its store's `theme`), so the two controls
 * (the app bar's button on wider screens, the drawer's switch on a phone) always agree.
 */
export const useThemeMode = (): [boolean, () => void] => {
  const { darkTheme, defaultTheme } = useThemesContext();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [theme, setTheme] = useTheme(defaultTheme || (prefersDark && darkTheme ? 'dark' : 'light'));
  const dark = theme === 'dark';
  return [dark, () => setTheme(dark ? 'light' : 'dark')];
};

/**
 * The app bar's light/dark button. It says what it does, as its icon shows: 'Mode gelap' while light,
 * 'Mode terang' while dark (react-admin's own button said 'Mode gelap' in both).
 */
export const ThemeModeButton = () => {
  const [dark, toggle] = useThemeMode();
  const label = dark ? messages.menu.lightMode : messages.menu.darkMode;
  return (
    <Tooltip title={label} enterDelay={300}>
      <IconButton color="inherit" onClick={toggle} aria-label={label} data-testid="theme-mode-button">
        {dark ? <Brightness7Icon /> : <Brightness4Icon />}
      </IconButton>
    </Tooltip>
  );
};
