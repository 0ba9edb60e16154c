import { Turnstile } from '@marsidev/react-turnstile';
import type { CaptchaProps } from './captcha';

export const TurnstileCaptcha = ({ siteKey, onToken }: CaptchaProps & { siteKey: string }) => (
  <Turnstile
    siteKey={siteKey}
    options={{ language: 'id', theme: 'light', size: 'flexible' }}
    onSuccess={(token) => onToken(token)}
    onExpire={() => onToken(null)}
    onError={() => onToken(null)}
  />
);
