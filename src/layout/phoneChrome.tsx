import { useLayoutEffect, useRef, useState } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { useIsPhone } from '../components/useIsPhone';
import { messages } from '../i18n/messages';
import { useThemeMode } from './themeMode';

/**
 * On a phone the app bar has room for the page title and three buttons only, so the light/dark
 * switch moves into the sidebar's drawer, beside the other rarely used settings. A switch with its
 * state (checked and the toggle icon on while dark) under one name, 'Mode gelap'; not a link:
 * choosing it leaves the drawer open so the change is seen at once.
 */
export const PhoneThemeMenuItem = () => {
  const isPhone = useIsPhone();
  const [dark, toggle] = useThemeMode();
  if (!isPhone) return null;
  return (
    <MenuItem role="menuitemcheckbox" aria-checked={dark} onClick={toggle}>
      <ListItemIcon sx={{ minWidth: 40 }}>{dark ? <ToggleOnIcon color="primary" /> : <ToggleOffIcon />}</ListItemIcon>
      <ListItemText>{messages.menu.darkMode}</ListItemText>
    </MenuItem>
  );
};

/**
 * react-admin's sidebar, except for its first moment at a phone's width. react-admin keeps one
 * open/closed flag, stored across visits; open is a desktop's normal state, but on a phone it means a
 * modal drawer over the page. A window narrowed to a phone's width (or a phone opening a session last
 * used on a desktop) showed that drawer over everything, and closing it in the same instant left MUI's
 * modal marking the whole page aria-hidden for good. So at a phone's width the drawer is held closed
 * until the flag is put to closed, and the desktop's choice comes back when the window widens again.
 */
export const ShopSidebar = (props: SidebarProps) => {
  const isPhone = useIsPhone();
  const [open, setOpen] = useSidebarState();
  const desktopOpen = useRef<boolean | null>(null);
  // The width the flag was last put right for; until then the drawer stays shut. Already right at
  // mount unless an open flag meets a phone, so a desktop's first render is not followed by a second.
  const [settledFor, setSettledFor] = useState<boolean | null>(() => (isPhone && open ? null : isPhone));
  useLayoutEffect(() => {
    if (isPhone) {
      desktopOpen.current = open;
      if (open) setOpen(false);
    } else if (desktopOpen.current !== null) {
      setOpen(desktopOpen.current);
      desktopOpen.current = null;
    }
    setSettledFor(isPhone);
    // Only a change of width decides; opening the drawer on a phone must not close it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPhone]);
  // react-admin's Sidebar passes its other props to the drawer after its own `open`.
  return <Sidebar {...props} {...(isPhone && settledFor !== isPhone ? { open: false } : {})} />;
};
