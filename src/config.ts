/**
 * Every environment setting in one typed place. Vite inlines `import.meta.env.VITE_*` at build time,
 * so `usesFakeBackend` is a constant and the fake backend's dynamic import is dropped from real builds.
 */
const env = import.meta.env;

const trimmed = (value: string | undefined): string | undefined => {
  const v = value?.trim();
  return v ? v : undefined;
};

export const config = {
  /** Base URL of the real backend; absent means the built-in fake backend. */
  apiUrl: trimmed(env.VITE_API_URL),
  turnstileSiteKey: trimmed(env.VITE_TURNSTILE_SITE_KEY),
  storefrontUrl: trimmed(env.VITE_STOREFRONT_URL) ?? '/',
  supabaseUrl: trimmed(env.VITE_SUPABASE_URL),
  supabaseAnonKey: trimmed(env.VITE_SUPABASE_ANON_KEY),
} as const;

// Read straight from import.meta.env so the bundler folds it to a constant and drops the fake backend.
export const usesFakeBackend = !import.meta.env.VITE_API_URL;

/**
 * The demo captcha and demo-account hint: always with the in-page fake backend, and in a QA build
 * (`VITE_DEMO_CAPTCHA=true`) that talks HTTP to `npm run fake-api`, which accepts the demo token. A
 * build for the real backend leaves both out (folded to false, like `usesFakeBackend`).
 */
export const usesDemoCaptcha = !import.meta.env.VITE_API_URL || import.meta.env.VITE_DEMO_CAPTCHA === 'true';
