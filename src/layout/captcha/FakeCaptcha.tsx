import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { FAKE_CAPTCHA_SWITCH, FAKE_CAPTCHA_TOKEN, type CaptchaProps } from './captcha';
import { messages } from '../../i18n/messages';

/** The demo's stand-in for Turnstile: ready at once unless switched off for a test. */
export const FakeCaptcha = ({ onToken }: CaptchaProps) => {
  const [ready] = useState(() => localStorage.getItem(FAKE_CAPTCHA_SWITCH) !== 'off');
  useEffect(() => {
    onToken(ready ? FAKE_CAPTCHA_TOKEN : null);
  }, [ready, onToken]);
  return (
    <Alert severity={ready ? 'success' : 'info'} variant="outlined" role="status" data-testid="captcha">
      {ready ? messages.login.captchaReadyDemo : messages.login.captchaWaiting}
    </Alert>
  );
};
