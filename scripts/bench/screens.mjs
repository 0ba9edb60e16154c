// What `npm run bench` loads, and what "the data shows" means on each screen. Read from the source
// tree as text (nothing of src/ is imported): the lists are every resource the app registers, so a
// resource added without a first-row selector below stops the bench instead of being left out unnoticed.
import { readFileSync } from 'node:fs';

/**
 * The first data row of each registered list, by resource name: react-admin's DataTable body rows (its
 * header row has the same class), or the area's own cards and rows (their `data-testid`s). A row needs
 * text (see `dataShown`), so a skeleton, the "no results" state or an error never counts. `path` when the list's first data is not on the
 * plain list address.
 */
export const LIST_ROWS = {
  'produk-web': { selector: '[data-testid="product-row"]' },
  'web-kategori-produk': { selector: '[data-testid="category-card"]' },
  merk: { selector: 'tbody tr.RaDataTable-row' },
  voucher: { selector: 'tbody tr.RaDataTable-row' },
  // Both banner kinds' lists are the home builder's banner card.
  'main-banners': { selector: '[data-testid="banner-row"]' },
  'web-sub-banner': { selector: '[data-testid="banner-row"]' },
  // Its list is the transaction history (also at /admin/transaksi/riwayat).
  'penjualan-web': { selector: 'tbody tr.RaDataTable-row' },
  // The review manager (also at /admin/review-manager): review cards.
  review: { selector: '[data-testid="review-card"]' },
  // The notification manager opens on its send form, whose only data (the customers) hides in a
  // closed autocomplete; its records, the sent notifications, are the history tab's rows.
  notifications: { selector: '[data-testid="notifications-history-row"]', path: '/notifications?tab=history' },
};

/** The busiest custom pages (issue 26), each until its first piece of data. */
export const CUSTOM_PAGES = [
  { key: 'order-center', label: 'Order Center', path: '/order-center', groups: [{ selector: '[data-testid="order-card"]', text: '\\S' }] },
  { key: 'payment-verification', label: 'payment verification', path: '/payment-verification', groups: [{ selector: '[data-testid="payment-row-code"]', text: '\\S' }] },
  { key: 'cash-in', label: 'Cash In', path: '/cash-in', groups: [{ selector: '[data-testid="pending-cash-row"]', text: '\\S' }] },
  { key: 'chat', label: 'chat', path: '/chat-management', groups: [{ selector: '[data-testid="chat-thread"]', text: '\\S' }] },
  // Its first section: the image statistics (banners, categories and products counted).
  { key: 'home-builder', label: 'home builder', path: '/home-builder', groups: [{ selector: '[data-testid="image-stats-total"]', text: '\\d' }] },
  // The sales report's first figure (the number of orders in the period).
  { key: 'report', label: 'sales report', path: '/laporan-penjualan-web', groups: [{ selector: '[data-testid="sales-order-count-value"]', text: '\\d' }] },
];

/**
 * The resources the app registers: every folder src/resources/index.ts imports, and each
 * `defineResource({ name: ... })` in that folder's index.ts (a folder may declare several, like the
 * banners). Every declaration has a list.
 */
export const registeredLists = () => {
  const index = readFileSync('src/resources/index.ts', 'utf8');
  const folders = [...index.matchAll(/^import \w+ from '\.\/([\w-]+)';$/gm)].map(([, folder]) => folder);
  const names = folders.flatMap((folder) => {
    const source = readFileSync(`src/resources/${folder}/index.ts`, 'utf8');
    const declared = source
      .split(/\bdefineResource\(\s*\{/)
      .slice(1)
      .map((declaration) => declaration.match(/\bname:\s*'([^']+)'/)?.[1]);
    if (!declared.length || declared.some((name) => !name)) {
      throw new Error(`bench: cannot read the resource name(s) of src/resources/${folder}/index.ts (defineResource({ name: '...' })); update registeredLists in scripts/bench/screens.mjs.`);
    }
    return declared;
  });
  if (!names.length) throw new Error('bench: found no resources in src/resources/index.ts; update registeredLists in scripts/bench/screens.mjs.');
  return names;
};

/** Stops the bench when a registered list has no row selector, or a selector names a list no longer registered. */
export const checkListRows = (names) => {
  const missing = names.filter((name) => !(name in LIST_ROWS));
  const stale = Object.keys(LIST_ROWS).filter((name) => !names.includes(name));
  const problems = [
    missing.length && `bench: no first-row selector for the list(s) of ${missing.join(', ')}: add them to LIST_ROWS in scripts/bench/screens.mjs.`,
    stale.length && `bench: LIST_ROWS names ${stale.join(', ')}, which src/resources/index.ts no longer registers.`,
  ].filter(Boolean);
  if (problems.length) throw new Error(problems.join('\n'));
};

/**
 * The back office's screens on one build at `base`: login (no session), dashboard, every list and the
 * custom pages (signed in). `groups`: every group needs a visible element matching `selector` whose text
 * matches `text`, or, with `label`, a visible field labelled so.
 */
export const appScreens = ({ build, base, names }) => [
  { key: `${build}:login`, build, label: 'login', url: `${base}/admin/login`, signedIn: false, login: true, groups: [{ label: 'Email' }] },
  {
    key: `${build}:dashboard`,
    build,
    label: 'dashboard',
    url: `${base}/admin/dashboard`,
    signedIn: true,
    groups: ['card-orders-today-value', 'card-sales-month-value', 'card-pending-orders-value'].map((id) => ({ selector: `[data-testid="${id}"]`, text: '\\d' })),
  },
  ...names.map((name) => ({
    key: `${build}:list:${name}`,
    build,
    label: `list ${name}`,
    url: `${base}/admin${LIST_ROWS[name].path ?? `/${name}`}`,
    signedIn: true,
    groups: [{ selector: LIST_ROWS[name].selector, text: '\\S' }],
  })),
  ...CUSTOM_PAGES.map((page) => ({ key: `${build}:${page.key}`, build, label: page.label, url: `${base}/admin${page.path}`, signedIn: true, groups: page.groups })),
];

/** A bare app's brand list: record 1 on react-admin's default sort (id ascending). */
export const bareScreen = ({ key, label, base }) => ({ key, build: key, label, url: `${base}/#/merk`, signedIn: false, groups: [{ selector: 'tbody tr.RaDataTable-row', text: 'Semen Gresik' }] });
