/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_TURNSTILE_SITE_KEY?: string;
  readonly VITE_STOREFRONT_URL?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** "true": the demo captcha in a build that talks HTTP to `npm run fake-api` (QA). */
  readonly VITE_DEMO_CAPTCHA?: string;
  /** The company (CV) entity's id on the backend; also read from process.env by `npm run fake-api`. */
  readonly VITE_ENTITY_CV_ID?: string;
  /** The personal (Pribadi) entity's id on the backend; also read from process.env by `npm run fake-api`. */
  readonly VITE_ENTITY_PRIBADI_ID?: string;
  /** "on": the screens' debug panels (see `showsDebugPanels` in src/config.ts). */
  readonly VITE_DEBUG_PANELS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
