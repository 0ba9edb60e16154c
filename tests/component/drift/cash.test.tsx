// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetDrift } from '@/api/drift';
import { CashInPage, RefundManagementPage } from '@/custom-pages/pending-cash/PendingCashPage';
import { TransactionLogsPage } from '@/custom-pages/transaction-logs/TransactionLogsPage';
import { DRIFT_UNREADABLE_TEXT } from '@/fake-api/driftPreset';
import { driftOf, openFirstMark, renderDrifting } from './driftHarness';

afterEach(() => {
  cleanup();
  resetDrift();
});

describe('cash screens against a backend that drifts within the spec', () => {
  it.each([
    ['Cash In', () => <CashInPage />],
    ['Refund Management', () => <RefundManagementPage />],
  ])('%s lists the pending entries, an unreadable one marked, not choosable, its amount not shown as money', async (_name, Page) => {
    const { user } = renderDrifting(<Page />);
    const marks = await openFirstMark(user, DRIFT_UNREADABLE_TEXT);
    const row = marks[0]?.closest('[data-testid="pending-cash-row"]') as HTMLElement;
    expect(within(row).getByText('tidak terbaca')).toBeInTheDocument();
    expect(within(row).getByRole('checkbox')).toBeDisabled();
    // The readable entries are listed and choosable beside it.
    const rows = screen.getAllByTestId('pending-cash-row');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.some((other) => !within(other).getByRole('checkbox').hasAttribute('disabled'))).toBe(true);
    expect(driftOf('GET /admin/pending-cash')).toContainEqual(expect.objectContaining({ kind: 'unreadable' }));
    expect(driftOf('GET /admin/pending-cash')).toContainEqual(expect.objectContaining({ kind: 'loose-value', field: 'isFeeConfirmed' }));
  });

  it('the kas log lists its entries, the unreadable one marked, and counts money sent as text', async () => {
    const { user } = renderDrifting(<TransactionLogsPage />, { initialPath: '/transaction-logs' });
    await openFirstMark(user, '"jumlah": null');
    expect(screen.getAllByTestId('kas-log-code').length).toBeGreaterThan(1);
    expect(driftOf('GET /admin/pending-cash/kas-logs')).toContainEqual(expect.objectContaining({ kind: 'unreadable' }));
  });
});
