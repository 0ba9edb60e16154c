import { pages } from '../../custom-pages';
import { resources } from '../../resources';
import { MENU_GROUPS, type MenuEntry, type MenuGroupId } from './groups';

export interface MenuLink extends Required<Pick<MenuEntry, 'label' | 'icon' | 'to'>> {
  name: string;
  group?: MenuGroupId;
  /** Starts loading the page's code when the pointer or focus reaches its link. */
  preload: () => Promise<unknown>;
}

/** Every declared page with a sidebar entry, resources and bespoke pages alike, in declaration order. */
export const menuLinks = (): MenuLink[] => [
  ...pages.flatMap((page) => (page.menu ? [{ name: page.name, ...page.menu, to: page.menu.to ?? page.path, preload: page.preload }] : [])),
  ...resources.flatMap((resource) => [
    { name: resource.name, ...resource.menu, to: resource.menu.to ?? `/${resource.name}`, preload: resource.preload },
    ...resource.pages.flatMap((page) => (page.menu ? [{ name: `${resource.name}:${page.path}`, ...page.menu, to: page.menu.to ?? page.path, preload: page.preload }] : [])),
  ]),
];

/** The sidebar's sections: ungrouped links first, then each group that has a link, in the groups' order. */
export const menuSections = (links: readonly MenuLink[]) => ({
  top: links.filter((link) => !link.group),
  groups: MENU_GROUPS.map((group) => ({ ...group, links: links.filter((link) => link.group === group.id) })).filter((group) => group.links.length > 0),
});

/** Whether `pathname` is the link's page or one under it (`/merk/edit/3` is under `/merk`). */
export const isCurrent = (link: Pick<MenuLink, 'to'>, pathname: string): boolean => pathname === link.to || pathname.startsWith(`${link.to}/`);
