/** A captcha widget reports its token (or null when it expires or fails) to the login form. */
export interface CaptchaProps {
  onToken: (token: string | null) => void;
}

/** localStorage switch for QA and tests: 'off' keeps the demo captcha from ever becoming ready. */
export const FAKE_CAPTCHA_SWITCH = 'fake_captcha';
export const FAKE_CAPTCHA_TOKEN = 'fake-captcha-token';
