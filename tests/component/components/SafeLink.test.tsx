// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpenFileButton, SafeLink, SafeLinkButton } from '@/components/SafeLink';
import { openSafeUrl } from '@/components/openFile';
import { PaymentProof } from '@/resources/penjualan-web/shared/components/PaymentProof';
import { PaymentProofThumbnail } from '@/resources/penjualan-web/payment-verification/PaymentProofThumbnail';
import { renderWithAdmin } from '../renderWithAdmin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const HOSTILE = ['javascript:window.__pwned=1', 'data:text/html,<script>window.__pwned=1</script>', ' javascript:window.__pwned=1', '//evil.example/x'];

/** Every href, src and action a rendered tree carries. */
const addresses = (root: HTMLElement) => [...root.querySelectorAll('[href], [src], [action]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action'));

describe('stored links: one rule before any href, src or window.open (issue 23)', () => {
  it.each(HOSTILE)('%j is shown as text, never as a link', (value) => {
    const { container } = render(
      <>
        <SafeLink href={value}>Lacak</SafeLink>
        <SafeLinkButton href={value}>Cetak</SafeLinkButton>
        <OpenFileButton url={value === HOSTILE[1] ? 'mailto:x@y' : value}>Lihat</OpenFileButton>
      </>,
    );
    expect(addresses(container)).toEqual([]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByTestId('unsafe-link').length).toBe(3);
  });

  it('links an http(s) address in a new tab without an opener', () => {
    render(<SafeLinkButton href="https://biteship.com/label/1">Cetak</SafeLinkButton>);
    const link = screen.getByRole('link', { name: 'Cetak' });
    expect(link).toHaveAttribute('href', 'https://biteship.com/label/1');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(HOSTILE)('window.open is never called with %j', (value) => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    expect(openSafeUrl(value)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it.each(HOSTILE)('a transfer proof at %j shows no image and no link', (value) => {
    const { container } = renderWithAdmin(
      <>
        <PaymentProof url={value} code="WEB-1" />
        <PaymentProofThumbnail url={value} code="WEB-1" />
      </>,
    );
    expect(addresses(container)).toEqual([]);
    expect(screen.getAllByTestId('payment-proof-unsafe')).toHaveLength(2);
  });
});
