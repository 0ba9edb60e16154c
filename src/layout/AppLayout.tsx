import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { Typography } from '@mui/material';
import { usesFakeBackend } from '../config';
import { AppMenu } from './AppMenu';

const ShopAppBar = () => (
  <AppBar userMenu={false}>
    <TitlePortal />
    {usesFakeBackend && (
      <Typography variant="caption" sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.18)' }}>
        Mode demo
      </Typography>
    )}
  </AppBar>
);

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={AppMenu} appBar={ShopAppBar}>
    {children}
  </Layout>
);
