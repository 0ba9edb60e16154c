// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@/api/endpoint';
import { CENTRE_STORAGE_KEY, createNotificationCentre } from '@/layout/notification-centre/store';
import { useNotificationCentre } from '@/layout/notification-centre/useNotificationCentre';
import { OrderWatcher } from '@/resources/penjualan-web/order-center/OrderWatcher';
import { renderWithAdmin } from '../../../renderWithAdmin';

const MINUTE = 60_000;

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-23T03:00:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
});

/** Three tabs' watchers over one browser's storage (jsdom has no Web Locks: the storage lease leads). */
const threeTabs = () => {
  const view = renderWithAdmin(
    <>
      <OrderWatcher />
      <OrderWatcher />
      <OrderWatcher />
    </>,
  );
  const asks: Array<{ at: number; query: unknown }> = [];
  const call = view.dataProvider.call.bind(view.dataProvider);
  vi.spyOn(view.dataProvider, 'call').mockImplementation(((endpoint: AnyEndpoint, options?: { query?: unknown }) => {
    if (endpoint.method === 'GET' && endpoint.path === '/admin/penjualan-web') asks.push({ at: Date.now(), query: options?.query });
    return call(endpoint, options as never);
  }) as typeof view.dataProvider.call);
  return { ...view, asks };
};

describe('OrderWatcher: one poll of the order list for the whole browser', () => {
  it('three tabs ask at most once a minute in all for ten minutes, each time with the spec’s limit and nothing the spec does not name', async () => {
    const { asks } = threeTabs();
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
    expect(asks.length).toBeGreaterThanOrEqual(9);
    expect(asks.length).toBeLessThanOrEqual(11);
    asks.slice(1).forEach((ask, i) => expect(ask.at - (asks[i]?.at ?? 0)).toBeGreaterThanOrEqual(MINUTE));
    for (const ask of asks) expect(ask.query).toEqual({ limit: 100 });
  });

  it('files a payment newly awaiting confirmation once, into the storage every other tab reads', async () => {
    const { db } = threeTabs();
    await act(() => vi.advanceTimersByTimeAsync(MINUTE / 2));
    const newest = [...db.penjualanWeb].sort((a, b) => b.tanggal_pesan.localeCompare(a.tanggal_pesan))[0];
    if (!newest) throw new Error('the seed has orders');
    newest.status_pembayaran = 'MENUNGGU_KONFIRMASI';
    await act(() => vi.advanceTimersByTimeAsync(3 * MINUTE));

    const otherTab = createNotificationCentre({ storage: window.localStorage });
    expect(otherTab.getState().items.filter((item) => item.eventKey === `payment-pending:${String(newest.id)}`)).toHaveLength(1);
  });

  it('a tab that does not lead shows in its bell what the leading tab filed, on the storage event', () => {
    const { result } = renderHook(() => useNotificationCentre());
    const leadingTab = createNotificationCentre({ storage: window.localStorage });
    leadingTab.file({ type: 'payment', title: 'Pembayaran menunggu konfirmasi', message: 'Pesanan TRX-1', eventKey: 'payment-pending:tab-test' });
    expect(result.current.state.items.some((item) => item.eventKey === 'payment-pending:tab-test')).toBe(false);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: CENTRE_STORAGE_KEY })));
    expect(result.current.state.items.some((item) => item.eventKey === 'payment-pending:tab-test')).toBe(true);
  });
});
