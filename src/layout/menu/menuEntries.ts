import { MENU_GROUPS, type MenuEntry, type MenuGroupId } from './groups';

/** One sidebar entry, built by the declaration kit from an area's `menu` (the layout is given them: `shell.ts`). */
export interface MenuLink extends Required<Pick<MenuEntry, 'label' | 'icon' | 'to'>> {
  name: string;
  group?: MenuGroupId;
  /** Starts loading the page's code when the pointer or focus reaches its link. */
  preload: () => Promise<unknown>;
}

/** The sidebar's sections: ungrouped links first, then each group that has a link, in the groups' order. */
export const menuSections = (links: readonly MenuLink[]) => ({
  top: links.filter((link) => !link.group),
  groups: MENU_GROUPS.map((group) => ({ ...group, links: links.filter((link) => link.group === group.id) })).filter((group) => group.links.length > 0),
});

/** Whether `pathname` is the link's page or one under it (`/merk/edit/3` is under `/merk`). */
export const isCurrent = (link: Pick<MenuLink, 'to'>, pathname: string): boolean => pathname === link.to || pathname.startsWith(`${link.to}/`);
