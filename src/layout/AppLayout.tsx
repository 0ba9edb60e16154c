import { memo, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppBar, Layout, LoadingIndicator, TitlePortal } from 'react-admin';
import { CircularProgress, Typography } from '@mui/material';
import { usesFakeBackend } from '../config';
import { messages } from '../i18n/messages';
import { AppMenu } from './AppMenu';
import { HideOnScrollAfterPaint } from './HideOnScrollAfterPaint';
import { CommandPaletteLauncher } from './command-palette/CommandPaletteLauncher';
import { documentTitle } from './menu/documentTitle';
import { NotificationCentre } from './notification-centre/NotificationCentre';
import { useIsPhone } from '../components/useIsPhone';
import { ShopSidebar } from './phoneChrome';
import { useShellAreas } from './shell';
import { ThemeModeButton } from './themeMode';

/**
 * Titles the browser tab after the page on screen. A leaf of its own: following the address in the
 * layout itself re-rendered react-admin's layout, drawer and bars at every change of a filter or tab.
 */
const DocumentTitle = () => {
  const { pathname } = useLocation();
  const { menu } = useShellAreas();
  useEffect(() => {
    document.title = documentTitle(pathname, menu);
  }, [pathname, menu]);
  return null;
};

/**
 * react-admin's toolbar (light/dark, then refresh with its loading spinner), with a light/dark button
 * that says what it does; on a phone the light/dark switch lives in the drawer (PhoneThemeMenuItem) to
 * leave the title some room.
 */
export const ShopToolbar = () => {
  const isPhone = useIsPhone();
  return (
    <>
      {!isPhone && <ThemeModeButton />}
      <LoadingIndicator />
      {/*
        The spinner's styles and keyframes, in the page from the first paint (never shown): inserted the
        first time a read shows the spinner, a new @keyframes rule made Chromium restyle the whole layout
        (about 830 elements, 5-9 ms) in the middle of a tab or filter switch.
      */}
      <span hidden>
        <CircularProgress className="app-loader RaLoadingIndicator-loader" color="inherit" size="16px" thickness={6} />
      </span>
    </>
  );
};
const shopToolbar = <ShopToolbar />;

/** Memoised like the menu: the layout's start-up re-renders leave the bar as it is. */
const ShopAppBar = memo(function ShopAppBar() {
  return (
    <AppBar userMenu={false} color="primary" toolbar={shopToolbar} container={HideOnScrollAfterPaint}>
      {/*
        A size smaller on a phone, where 'Order Center' or 'Kas Transaction Logs' must fit beside the
        buttons. react-admin wraps the title in an inline-block (for its configurable mode), which
        clips a long title mid-letter; inline, it ends in an ellipsis as TitlePortal intends.
      */}
      <TitlePortal sx={{ fontSize: { xs: '1.05rem', sm: undefined }, '& .RaConfigurable-root': { display: 'inline' } }} />
      {usesFakeBackend && (
        <Typography
          variant="caption"
          sx={{ px: 1, py: 0.25, mx: 0.5, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.18)', whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          <Typography component="span" variant="inherit" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {messages.menu.demoMode}
          </Typography>
          <Typography component="span" variant="inherit" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {messages.menu.demoModeShort}
          </Typography>
        </Typography>
      )}
      {/* Before the toolbar, which the bar puts after its children. */}
      <CommandPaletteLauncher />
      <NotificationCentre />
    </AppBar>
  );
});

const LAYOUT_SX = { '& .RaLayout-content': { minWidth: 0 } } as const;

export const AppLayout = ({ children }: { children: ReactNode }) => (
  // minWidth 0 lets wide tables scroll inside their card instead of widening the whole page.
  <Layout menu={AppMenu} appBar={ShopAppBar} sidebar={ShopSidebar} sx={LAYOUT_SX}>
    <DocumentTitle />
    {children}
  </Layout>
);
