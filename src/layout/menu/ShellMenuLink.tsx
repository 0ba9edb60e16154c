import { memo, type MouseEvent } from 'react';
import { ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { MenuLink } from './menuEntries';

/**
 * react-admin's menu link look (its `RaMenuItemLink` name, so the theme's overrides and the
 * `RaMenuItemLink-active` class apply as to its own links), without its subscriptions.
 */
const StyledMenuItem = styled(MenuItem, {
  name: 'RaMenuItemLink',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  '& .RaMenuItemLink-icon': { color: (theme.vars || theme).palette.text.secondary, minWidth: theme.spacing(5) },
  '&.RaMenuItemLink-active': { color: (theme.vars || theme).palette.text.primary },
})) as typeof MenuItem;

export interface ShellMenuLinkProps {
  link: MenuLink;
  /** The address the link opens in a new tab or window (the app's base included). */
  href: string;
  /** The page on screen is this link's, or one under it. */
  current: boolean;
  /** The sidebar is open: closed, it shows icons only and names each in a tooltip. */
  sidebarOpen: boolean;
  /** Opens the link's page in the app (a plain click); stable, so the link is not re-rendered for it. */
  onNavigate: (link: MenuLink, event: MouseEvent<HTMLElement>) => void;
}

/**
 * One sidebar link. react-admin's own (`Menu.Item`) follows the router's location and its media
 * query in every link, so each change of the address, a filter or a tab of any screen included,
 * re-rendered the whole sidebar: 630 components on an Order Center tab switch, a third of its work.
 * This one is given whether it is current and re-renders only when that, or the sidebar, changes.
 */
export const ShellMenuLink = memo(function ShellMenuLink({ link, href, current, sidebarOpen, onNavigate }: ShellMenuLinkProps) {
  const Icon = link.icon;
  const item = (
    <StyledMenuItem
      component="a"
      href={href}
      tabIndex={0}
      className={current ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
      // Screen readers hear which page is open (the class only colours it).
      aria-current={current ? 'page' : undefined}
      onClick={(event: MouseEvent<HTMLElement>) => onNavigate(link, event)}
      onMouseEnter={() => void link.preload()}
      onFocus={() => void link.preload()}
    >
      <ListItemIcon className="RaMenuItemLink-icon">
        <Icon />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {link.label}
      </Typography>
    </StyledMenuItem>
  );
  if (sidebarOpen) return item;
  return (
    <Tooltip title={link.label} placement="right">
      {item}
    </Tooltip>
  );
});

/** A click the browser should handle itself: another button, a modifier (new tab or window), or already handled. */
export const opensElsewhere = (event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
