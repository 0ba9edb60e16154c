import { Divider } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { Logout, Menu, useTranslate } from 'react-admin';
import { usesFakeBackend } from '../config';
import { KnowledgeBaseMenuItem } from './KnowledgeBaseMenuItem';
import { ResetDemoMenuItem } from './ResetDemoMenuItem';
import SavingsIcon from '@mui/icons-material/Savings';
import { routes } from '../routes';

/**
 * The sidebar: every page that exists (resources come from their declarations), the knowledge-base
 * button and logout. react-admin collapses it into a drawer on mobile and highlights the current page.
 */
export const AppMenu = () => {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.Item to="/dashboard" primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} />
      <Menu.ResourceItems />
      <Menu.Item to={routes.cashbackSettings()} primaryText={translate('app.cashback.menu')} leftIcon={<SavingsIcon />} />
      <Divider sx={{ my: 1 }} />
      <KnowledgeBaseMenuItem />
      {usesFakeBackend && <ResetDemoMenuItem />}
      <Logout />
    </Menu>
  );
};
