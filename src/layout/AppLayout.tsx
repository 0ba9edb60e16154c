import { memo, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { Typography } from '@mui/material';
import { usesFakeBackend } from '../config';
import { messages } from '../i18n/messages';
import { AppMenu } from './AppMenu';
import { CommandPaletteLauncher } from './command-palette/CommandPaletteLauncher';
import { documentTitle } from './menu/documentTitle';
import { menuLinks } from './menu/menuEntries';
import { NotificationCentre } from './notification-centre/NotificationCentre';

const links = menuLinks();

/** Titles the browser tab after the page on screen. */
const useDocumentTitle = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname, links);
  }, [pathname]);
};

/** Memoised like the menu: the layout's start-up re-renders leave the bar as it is. */
const ShopAppBar = memo(function ShopAppBar() {
  return (
    <AppBar userMenu={false} color="primary">
      <TitlePortal />
      {usesFakeBackend && (
        <Typography variant="caption" sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.18)' }}>
          {messages.menu.demoMode}
        </Typography>
      )}
      {/* Before react-admin's refresh button, which the bar's toolbar puts after its children. */}
      <CommandPaletteLauncher />
      <NotificationCentre />
    </AppBar>
  );
});

export const AppLayout = ({ children }: { children: ReactNode }) => {
  useDocumentTitle();
  return (
    // minWidth 0 lets wide tables scroll inside their card instead of widening the whole page.
    <Layout menu={AppMenu} appBar={ShopAppBar} sx={{ '& .RaLayout-content': { minWidth: 0 } }}>
      {children}
    </Layout>
  );
};
