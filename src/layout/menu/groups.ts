/**
 * The sidebar's groups, in the order an administrator's day goes. An area names its group in its
 * declaration; a group with no page yet is not shown.
 */
export const MENU_GROUPS = [
  { id: 'katalog', label: 'Katalog' },
  { id: 'promosi', label: 'Promosi' },
  { id: 'konten', label: 'Konten' },
  { id: 'pesanan', label: 'Pesanan' },
  { id: 'keuangan', label: 'Keuangan' },
  { id: 'operasional', label: 'Operasional' },
  { id: 'laporan', label: 'Laporan' },
] as const;

export type MenuGroupId = (typeof MENU_GROUPS)[number]['id'];

/** A page's place in the sidebar. Without a group it stands at the top (Dashboard). */
export interface MenuEntry {
  label: string;
  icon: import('react').ComponentType;
  group?: MenuGroupId;
  /** Where the entry links; a page's own path by default. */
  to?: string;
}
