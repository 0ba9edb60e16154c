import { Divider } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { Logout, Menu, useTranslate } from 'react-admin';
import { usesFakeBackend } from '../config';
import { KnowledgeBaseMenuItem } from './KnowledgeBaseMenuItem';
import { ResetDemoMenuItem } from './ResetDemoMenuItem';

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
      <Divider sx={{ my: 1 }} />
      <KnowledgeBaseMenuItem />
      {usesFakeBackend && <ResetDemoMenuItem />}
      <Logout />
    </Menu>
  );
};
