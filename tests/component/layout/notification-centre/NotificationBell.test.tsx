// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotificationBell } from '@/layout/notification-centre/NotificationBell';
import { notificationCentre } from '@/layout/notification-centre/store';
import { renderWithAdmin } from '../../renderWithAdmin';

let run = 0;
beforeEach(() => {
  // Event keys once filed are remembered after a clear: each test files new ones.
  run += 1;
  notificationCentre().clear();
  notificationCentre().file({ type: 'payment', title: 'Pembayaran masuk', message: 'Pesanan TRX-1 menunggu verifikasi.', eventKey: `test-${run}-1` });
  notificationCentre().file({ type: 'shipping', title: 'Kiriman tersendat', message: 'Pesanan TRX-2 belum sampai.', eventKey: `test-${run}-2` });
});
afterEach(cleanup);

const openPanel = async () => {
  const user = userEvent.setup();
  renderWithAdmin(
    <>
      <button type="button">Di halaman</button>
      <NotificationBell />
    </>,
  );
  const bell = screen.getByTestId('notification-bell');
  await user.click(bell);
  const panel = await screen.findByRole('dialog', { name: 'Notifikasi' });
  return { user, bell, panel };
};

const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifikasi' })).not.toBeInTheDocument());

describe('NotificationBell: the panel keeps the focus and closes as a popup does', () => {
  it("keeps the focus inside after 'Tandai semua dibaca', closes on Escape and gives the focus back to the bell", async () => {
    const { user, bell, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Tandai semua dibaca' }));
    expect(within(panel).getAllByTestId('notification-centre-item').map((item) => item.dataset.read)).toEqual(['true', 'true']);
    expect(panel.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await closed();
    expect(bell).toHaveFocus();
  });

  it("closes on a click beside it after 'Tandai semua dibaca'", async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Tandai semua dibaca' }));
    // MUI's invisible backdrop covers the page while the panel is open: a click beside the panel lands on it.
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    await user.click(backdrop);
    await closed();
  });

  it("keeps the focus inside after 'Hapus semua' and after removing the last notification", async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Hapus notifikasi: Kiriman tersendat' }));
    expect(panel.contains(document.activeElement)).toBe(true);
    await user.click(within(panel).getByRole('button', { name: 'Hapus semua' }));
    expect(within(panel).getByTestId('notification-centre-empty')).toBeInTheDocument();
    expect(panel.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await closed();
  });

  it('keeps the focus inside when a read notification is marked read from its row', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Tandai dibaca: Pembayaran masuk' }));
    expect(within(panel).getByRole('button', { name: 'Hapus notifikasi: Pembayaran masuk' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await closed();
  });
});
