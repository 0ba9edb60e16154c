import { lazy, Suspense } from 'react';
import { config, usesDemoCaptcha } from '../../config';
import type { CaptchaProps } from './captcha';
import { FakeCaptcha } from './FakeCaptcha';

const TurnstileCaptcha = lazy(() => import('./TurnstileCaptcha').then((m) => ({ default: m.TurnstileCaptcha })));

/**
 * Turnstile when a site key is configured; the demo captcha on the fake backend (in-page or a QA build
 * against `npm run fake-api`); otherwise nothing, and
 * the login form answers with the spec's "not ready" message.
 */
export const Captcha = ({ onToken }: CaptchaProps) => {
  if (config.turnstileSiteKey) {
    return (
      <Suspense fallback={null}>
        <TurnstileCaptcha siteKey={config.turnstileSiteKey} onToken={onToken} />
      </Suspense>
    );
  }
  return usesDemoCaptcha ? <FakeCaptcha onToken={onToken} /> : null;
};
