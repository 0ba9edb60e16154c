// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RefundResultDialog } from '@/resources/penjualan-web/order-center/refunds/RefundDialogs';
import { renderWithAdmin } from '../../../../renderWithAdmin';

afterEach(cleanup);

describe('RefundResultDialog', () => {
  it('links the refund to its pending-cash entry on Refund Management, where it is cashed out', async () => {
    renderWithAdmin(<RefundResultDialog outcome={{ total: 50_000, pendingCashId: 31 }} onClose={() => undefined} />);
    const link = await screen.findByRole('link', { name: 'Buka di Refund Management (ID 31)' });
    expect(link).toHaveAttribute('href', '/refund-management?id=31');
    expect(screen.getByTestId('refund-result')).toHaveTextContent('manajemen pending cash (ID 31)');
  });

  it('names the method and status in words when no pending-cash entry came back, and links nowhere', async () => {
    renderWithAdmin(<RefundResultDialog outcome={{ total: 50_000, pendingCashId: null, refundMethod: 'MANUAL_TRANSFER', status: 'PROCESSING' }} onClose={() => undefined} />);
    expect(await screen.findByTestId('refund-result')).toHaveTextContent('Metode: Transfer Manual');
    expect(screen.getByTestId('refund-result')).toHaveTextContent('Status: Diproses');
    expect(screen.queryByTestId('refund-result-link')).toBeNull();
  });
});
