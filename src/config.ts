/**
 * Every environment setting in one typed place. Vite inlines `import.meta.env.VITE_*` at build time,
 * so `usesFakeBackend` is a constant and the fake backend's dynamic import is dropped from real builds.
 * `npm run fake-api` runs this module under tsx in node, where `import.meta.env` is absent: there the
 * settings come from `process.env` (the `?.` still folds to a constant in a Vite build).
 */
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};
const nodeEnv = (): Record<string, string | undefined> => (typeof process !== 'undefined' && process.env ? process.env : {});

const trimmed = (value: string | undefined): string | undefined => {
  const v = value?.trim();
  return v ? v : undefined;
};

/** A setting the fake backend shares with the app: Vite's value in the browser, node's environment under tsx. */
const shared = (name: 'VITE_ENTITY_CV_ID' | 'VITE_ENTITY_PRIBADI_ID'): string | undefined => trimmed(env[name]) ?? trimmed(nodeEnv()[name]);

/** The ids the fake backend has always used, kept as defaults so a demo without settings looks the same. */
export const DEFAULT_ENTITY_CV_ID = 'e1b1c5d2-0c1a-4f7e-9a11-0000000000c1';
export const DEFAULT_ENTITY_PRIBADI_ID = 'e1b1c5d2-0c1a-4f7e-9a11-0000000000b2';

export const config = {
  /** Base URL of the real backend; absent means the built-in fake backend. */
  apiUrl: trimmed(env.VITE_API_URL),
  turnstileSiteKey: trimmed(env.VITE_TURNSTILE_SITE_KEY),
  storefrontUrl: trimmed(env.VITE_STOREFRONT_URL) ?? '/',
  supabaseUrl: trimmed(env.VITE_SUPABASE_URL),
  supabaseAnonKey: trimmed(env.VITE_SUPABASE_ANON_KEY),
  /** The backend's ids of the company (CV) and personal (Pribadi) selling entities. */
  entityCvId: shared('VITE_ENTITY_CV_ID') ?? DEFAULT_ENTITY_CV_ID,
  entityPribadiId: shared('VITE_ENTITY_PRIBADI_ID') ?? DEFAULT_ENTITY_PRIBADI_ID,
} as const;

// Read straight from import.meta.env so the bundler folds it to a constant and drops the fake backend.
export const usesFakeBackend = !import.meta.env?.VITE_API_URL;

/**
 * The demo captcha and demo-account hint: always with the in-page fake backend, and in a QA build
 * (`VITE_DEMO_CAPTCHA=true`) that talks HTTP to `npm run fake-api`, which accepts the demo token. A
 * build for the real backend leaves both out (folded to false, like `usesFakeBackend`).
 */
export const usesDemoCaptcha = !import.meta.env?.VITE_API_URL || import.meta.env?.VITE_DEMO_CAPTCHA === 'true';

/**
 * The app's home below /admin: where a session lands after login and where react-admin's own home
 * redirects (the spec's dashboard, /admin/dashboard). The dashboard's declaration takes its path from here.
 */
export const HOME_PATH = '/dashboard';

/**
 * The demo account: the fake backend's administrator (`fake-api/db.ts`) and the hint the login page shows
 * beside the demo captcha. Here, below both, so they share one value and the login page does not pull
 * the fake backend (and its seed data) into the first chunk.
 */
export const DEMO_LOGIN = { email: 'admin@toko.test', password: 'admin123' } as const;

/** The browser switch for debug panels: `localStorage.debug_panels = 'on'`. */
export const DEBUG_PANELS_KEY = 'debug_panels';

/**
 * Development aids drawn on screens (the order's debug box of courier type and raw shipping fields, the
 * banner editor's form state): off unless turned on, in development too, so the demo people see looks
 * like the product. On with `VITE_DEBUG_PANELS=on` when building or starting the dev server, or in one
 * browser with `localStorage.debug_panels = 'on'` (read at each render, so a reload is enough).
 */
export const showsDebugPanels = (): boolean => {
  if (import.meta.env?.VITE_DEBUG_PANELS === 'on') return true;
  try {
    return globalThis.localStorage?.getItem(DEBUG_PANELS_KEY) === 'on';
  } catch {
    // Storage can be refused (private modes, sandboxed frames): no switch then, so no panels.
    return false;
  }
};
