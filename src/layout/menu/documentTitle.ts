import { isCurrent, type MenuLink } from './menuEntries';

export const APP_TITLE = 'Back Office Toko Bangunan';

/**
 * The browser tab's title for a path: the page's sidebar label, with 'Tambah' or 'Edit' for a
 * resource's forms, then the app's name. Each tab then says what it shows.
 */
export const documentTitle = (pathname: string, links: readonly Pick<MenuLink, 'to' | 'label'>[]): string => {
  const link = links.filter((candidate) => isCurrent(candidate, pathname)).sort((a, b) => b.to.length - a.to.length)[0];
  if (!link) return APP_TITLE;
  const rest = pathname.slice(link.to.length);
  const page = /^\/tambah\/?$/.test(rest) ? `Tambah ${link.label}` : /^\/edit\//.test(rest) ? `Edit ${link.label}` : link.label;
  return `${page} · ${APP_TITLE}`;
};
