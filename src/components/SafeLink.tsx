import type { ReactNode } from 'react';
import { Button, Link, type ButtonProps, type LinkProps } from '@mui/material';
import { parseDataUrl } from '../domain/fileType';
import { safeHref } from '../domain/safeUrl';
import { openFile } from './openFile';
import { LongText } from './LongText';

/**
 * A stored value that is not a link we may follow (`javascript:`, `data:`, '//host'): shown as text,
 * on one line cut with the whole value on hover, so a hostile or very long value neither runs nor
 * widens the page.
 */
export const UnsafeLinkText = ({ value, testId = 'unsafe-link' }: { value: unknown; testId?: string }) => (
  <LongText text={value} lines={1} component="span" variant="body2" color="text.secondary" testId={testId} sx={{ display: '-webkit-inline-box', maxWidth: '100%', verticalAlign: 'middle' }} />
);

type SafeLinkProps = Omit<LinkProps, 'href' | 'target' | 'rel'> & { href: unknown; children: ReactNode };

/** A link to a stored URL in a new tab when `safeHref` allows it; else the value as text. */
export const SafeLink = ({ href, children, ...props }: SafeLinkProps) => {
  const safe = safeHref(href);
  if (!safe) return href ? <UnsafeLinkText value={href} /> : null;
  return (
    <Link {...props} href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
};

type SafeLinkButtonProps = Omit<ButtonProps<'a'>, 'href' | 'target' | 'rel'> & { href: unknown; children: ReactNode };

/** A button to a stored URL in a new tab when `safeHref` allows it; else the value as text. */
export const SafeLinkButton = ({ href, children, ...props }: SafeLinkButtonProps) => {
  const safe = safeHref(href);
  if (!safe) return href ? <UnsafeLinkText value={href} /> : null;
  return (
    <Button {...props} href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </Button>
  );
};

type OpenFileButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { url: unknown; children: ReactNode };

/**
 * A button that opens a stored file (a proof, a delivery photo) by its own bytes (`openFile`): PNG,
 * JPEG, WebP and PDF in a new tab, anything else downloaded; never a page of this app. A value that is
 * neither a data: URL nor a safe link is shown as text.
 */
export const OpenFileButton = ({ url, children, ...props }: OpenFileButtonProps) => {
  if (typeof url !== 'string' || (!parseDataUrl(url) && !safeHref(url))) return url ? <UnsafeLinkText value={url} /> : null;
  return (
    <Button {...props} onClick={() => void openFile(url)}>
      {children}
    </Button>
  );
};
