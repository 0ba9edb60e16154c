// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopToolbar } from '@/layout/AppLayout';
import { darkTheme, lightTheme } from '@/layout/theme';
import { i18nProvider } from '@/providers/i18nProvider';

afterEach(cleanup);

const renderToolbar = () =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()} theme={lightTheme} darkTheme={darkTheme}>
      <ShopToolbar />
    </AdminContext>,
  );

describe('ShopToolbar: the app bar’s light/dark button says what it does', () => {
  it("says 'Mode gelap' while light and 'Mode terang' while dark, and switches back", async () => {
    const user = userEvent.setup();
    renderToolbar();
    await user.click(screen.getByRole('button', { name: 'Mode gelap' }));
    expect(screen.queryByRole('button', { name: 'Mode gelap' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mode terang' }));
    expect(screen.getByRole('button', { name: 'Mode gelap' })).toBeInTheDocument();
  });
});
