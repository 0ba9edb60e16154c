import type { ReactNode } from 'react';
import { Button, Link, type ButtonProps, type LinkProps } from '@mui/material';
import { safeHref } from '../domain/safeUrl';
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
