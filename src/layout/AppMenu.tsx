import { lazy, memo, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { Collapse, Divider, List, ListItemButton, ListItemText } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Logout, Menu, useSidebarState, useStore } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { KnowledgeBaseMenuItem } from './knowledge-base/KnowledgeBaseMenuItem';
import { PhoneThemeMenuItem } from './phoneChrome';
import { isCurrent, menuSections, type MenuLink } from './menu/menuEntries';
import { useShellAreas } from './shell';

// Fake mode only. Tested on import.meta.env itself (as main.tsx does) so the bundler folds it and a
// VITE_API_URL build has neither the Demo section nor its chunk; loaded after sign-in, not with the login page.
const DemoMenu = import.meta.env.VITE_API_URL ? null : lazy(() => import('./demo/DemoMenu'));

const LinkItem = ({ link }: { link: MenuLink }) => {
  const Icon = link.icon;
  const { pathname } = useLocation();
  return (
    <Menu.Item
      to={link.to}
      // Screen readers hear which page is open (react-admin only colours it).
      aria-current={isCurrent(link, pathname) ? 'page' : undefined}
      primaryText={link.label}
      leftIcon={<Icon />}
      onMouseEnter={() => void link.preload()}
      onFocus={() => void link.preload()}
    />
  );
};

const MenuGroup = ({ id, label, links: groupLinks }: ReturnType<typeof menuSections>['groups'][number]) => {
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [expanded, setExpanded] = useStore(`menu.group.${id}`, true);
  const holdsCurrent = groupLinks.some((link) => isCurrent(link, pathname));
  // The group of the page on screen never hides it; a collapsed sidebar shows icons without headers.
  const open = expanded || holdsCurrent || !sidebarOpen;
  const listId = `menu-group-${id}`;
  // Inside react-admin's menu (role="menu"): the heading is a menuitem that opens and closes its group,
  // and the group's links sit in a role="group", as ARIA's menu pattern wants.
  return (
    <>
      {sidebarOpen && (
        <ListItemButton
          dense
          component="li"
          role="menuitem"
          onClick={() => setExpanded(!open)}
          disabled={holdsCurrent}
          aria-expanded={open}
          aria-controls={listId}
          sx={{ pl: 2, '&.Mui-disabled': { opacity: 1 } }}
          data-testid={listId + '-toggle'}
        >
          <ListItemText primary={label} slotProps={{ primary: { variant: 'overline', sx: { lineHeight: 1.5, fontWeight: 600, color: 'text.secondary' } } }} />
          {!holdsCurrent && (open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
        </ListItemButton>
      )}
      <Collapse in={open} timeout="auto" component="li" role="none">
        <List id={listId} component="ul" role="group" disablePadding aria-label={label}>
          {groupLinks.map((link) => (
            <LinkItem key={link.name} link={link} />
          ))}
        </List>
      </Collapse>
    </>
  );
};

/**
 * The sidebar, built from the areas' menu links the app gives the layout (`shell.ts`): ungrouped pages
 * first (Dashboard), then the groups an administrator thinks in (Katalog, Promosi, ...), each collapsible and remembered; the current page is
 * highlighted and its group kept open. Then the knowledge-base action, the light/dark switch (phones only), logout, and the Demo section
 * (fake mode: reset, QA faults, scenarios). react-admin turns it into a drawer on phones. Memoised: react-admin re-renders its layout while it settles the
 * session and the resources at start-up, and the menu has nothing to redo then.
 */
/**
 * False for the app's first render, then true in a transition: the sidebar's links (a third of the
 * shell's elements) render just after it, and a screen's first rows, which arrive meanwhile, are
 * rendered before them (issue 26: the first row paints as soon as the bare react-admin app's).
 */
const useAfterFirstRender = () => {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
};

export const AppMenu = memo(function AppMenu() {
  const { menu } = useShellAreas();
  const { top, groups } = useMemo(() => menuSections(menu), [menu]);
  // The menu itself (react-admin's, with its width) is there at once; its entries a moment later.
  if (!useAfterFirstRender()) return <Menu />;
  return (
    <Menu>
      {top.map((link) => (
        <LinkItem key={link.name} link={link} />
      ))}
      {groups.map((group) => (
        <MenuGroup key={group.id} {...group} />
      ))}
      <Divider sx={{ my: 1 }} />
      <KnowledgeBaseMenuItem />
      <PhoneThemeMenuItem />
      <Logout />
      {/* Last, below Keluar: it arrives a moment after the sidebar, and nothing should move under a click. */}
      {DemoMenu && (
        <Suspense fallback={null}>
          <DemoMenu />
        </Suspense>
      )}
    </Menu>
  );
});
