import { lazy, memo, startTransition, Suspense, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { Collapse, Divider, List, ListItemButton, ListItemText, useMediaQuery, type Theme } from '@mui/material';
import { useEventCallback } from '@mui/material/utils';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Logout, Menu, useSidebarState, useStore } from 'react-admin';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { KnowledgeBaseMenuItem } from './knowledge-base/KnowledgeBaseMenuItem';
import { PhoneThemeMenuItem } from './phoneChrome';
import { isCurrent, menuSections, type MenuLink } from './menu/menuEntries';
import { opensElsewhere, ShellMenuLink, type ShellMenuLinkProps } from './menu/ShellMenuLink';
import { useShellAreas } from './shell';

// Fake mode only. Tested on import.meta.env itself (as main.tsx does) so the bundler folds it and a
// VITE_API_URL build has neither the Demo section nor its chunk; loaded after sign-in, not with the login page.
const DemoMenu = import.meta.env.VITE_API_URL ? null : lazy(() => import('./demo/DemoMenu'));

/** What every link of the sidebar is given besides its own entry (see ShellMenuLink). */
interface LinkContext {
  pathname: string;
  /** The app's base in the address (`/admin`), for each link's href. */
  base: string;
  sidebarOpen: boolean;
  onNavigate: ShellMenuLinkProps['onNavigate'];
}

const renderLink = (link: MenuLink, { pathname, base, sidebarOpen, onNavigate }: LinkContext) => (
  <ShellMenuLink key={link.name} link={link} href={`${base}${link.to}`} current={isCurrent(link, pathname)} sidebarOpen={sidebarOpen} onNavigate={onNavigate} />
);

type MenuGroupProps = ReturnType<typeof menuSections>['groups'][number] & { context: LinkContext };

/** Memoised with its links: it renders again when the page (not only the address's query) or the sidebar changes. */
const MenuGroup = memo(function MenuGroup({ id, label, links: groupLinks, context }: MenuGroupProps) {
  const { pathname, sidebarOpen } = context;
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
          {groupLinks.map((link) => renderLink(link, context))}
        </List>
      </Collapse>
    </>
  );
});

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
  // The one subscription to the address: the links are told whether they are current.
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  // As react-admin's links do: on a phone or tablet the drawer closes once a link is chosen.
  const closesOnChoice = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const onNavigate = useEventCallback((link: MenuLink, event: MouseEvent<HTMLElement>) => {
    if (closesOnChoice) setSidebarOpen(false);
    if (opensElsewhere(event)) return;
    event.preventDefault();
    // The page on screen chosen again replaces its entry in the history, as a router link does.
    navigate(link.to, { replace: `${pathname}${search}` === link.to });
  });
  const context = useMemo<LinkContext>(() => ({ pathname, base, sidebarOpen, onNavigate }), [pathname, base, sidebarOpen, onNavigate]);
  // The menu itself (react-admin's, with its width) is there at once; its entries a moment later. Given
  // no children at all, react-admin's Menu renders a link for every resource of its own instead.
  if (!useAfterFirstRender()) return <Menu>{[]}</Menu>;
  return (
    <Menu>
      {top.map((link) => renderLink(link, context))}
      {groups.map((group) => (
        <MenuGroup key={group.id} {...group} context={context} />
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
