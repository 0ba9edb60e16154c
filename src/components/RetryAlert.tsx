import type { ReactNode } from 'react';
import { Alert, AlertTitle, Button, type SxProps, type Theme } from '@mui/material';
import { errorMessage } from '../api/errors';
import { messages } from '../i18n/messages';

export interface RetryAlertProps {
  error: unknown;
  /** The spec's message when the server gives none. */
  fallback: string;
  onRetry: () => unknown;
  /** True while the retry runs: the button is held so it is sent once. */
  retrying: boolean;
  /** A heading above the server's text (the text is left out when it says the same). */
  title?: string;
  severity?: 'error' | 'warning';
  testId?: string;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

/** The one failed-load message: the server's `error` (else `message`, else the fallback) and 'Coba Lagi'. */
export const RetryAlert = ({ error, fallback, onRetry, retrying, title, severity = 'error', testId, sx, children }: RetryAlertProps) => {
  const detail = errorMessage(error, fallback);
  return (
    <Alert
      severity={severity}
      data-testid={testId}
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()} disabled={retrying}>
          {messages.common.retry}
        </Button>
      }
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {detail !== title && detail}
      {children}
    </Alert>
  );
};
