import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useLogin } from 'react-admin';
import { config, DEMO_LOGIN, usesDemoCaptcha } from '../config';
import { Captcha } from './captcha/Captcha';
import { format } from '../i18n/format';
import { messages } from '../i18n/messages';
import { APP_TITLE } from './menu/documentTitle';
import { modeValue } from '../components/modeValue';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** /admin/login: email, password and captcha; what was typed stays on a failed attempt. */
export const LoginPage = () => {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onToken = useCallback((token: string | null) => setCaptchaToken(token), []);
  useEffect(() => {
    document.title = `${messages.login.title} · ${APP_TITLE}`;
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors: FieldErrors = {
      email: email.trim() ? undefined : messages.login.emailRequired,
      password: password ? undefined : messages.login.passwordRequired,
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setError(null);
    setBusy(true);
    try {
      await login({ email, password, captchaToken });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.login.failed);
      setBusy(false);
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: modeValue('linear-gradient(135deg, #1d4e89 0%, #2f6fb3 55%, #f5a623 140%)', 'linear-gradient(135deg, #0b1d33 0%, #15355c 55%, #6b4708 140%)'),
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label={messages.login.title}>
            <Box>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                {messages.login.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {messages.login.subtitle}
              </Typography>
            </Box>
            {usesDemoCaptcha && (
              <Alert severity="info" role="note" data-testid="demo-hint">
                {format(messages.login.demoHint, DEMO_LOGIN)}
              </Alert>
            )}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label={messages.login.email}
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={Boolean(fieldErrors.email)}
              helperText={fieldErrors.email}
              autoFocus
              fullWidth
            />
            <TextField
              label={messages.login.password}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={Boolean(fieldErrors.password)}
              helperText={fieldErrors.password}
              fullWidth
            />
            <Box aria-label={messages.login.captchaLabel}>
              <Captcha onToken={onToken} />
            </Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {busy ? messages.login.submitting : messages.login.submit}
            </Button>
            <Link href={config.storefrontUrl} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'center' }}>
              <StorefrontIcon fontSize="small" />
              {messages.login.backToShop}
            </Link>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
