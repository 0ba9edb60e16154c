// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppMenu } from '@/layout/AppMenu';
import { renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

/** The fault panel opened the way QA opens it: from the sidebar's Demo section. */
const openPanel = async () => {
  const user = userEvent.setup();
  renderWithAdmin(<AppMenu />, { initialPath: '/dashboard' });
  await user.click(await screen.findByRole('menuitem', { name: 'Gangguan API (QA)' }, { timeout: 5000 }));
  const panel = await screen.findByRole('dialog', { name: 'Gangguan API' }, { timeout: 5000 });
  return { user, panel };
};

describe('FaultPanelDialog inside the sidebar menu', () => {
  it('keeps the endpoint search focused while several characters are typed, and filters by them', async () => {
    const { user, panel } = await openPanel();
    const search = within(panel).getByRole('combobox', { name: /Endpoint/ });
    await user.click(search);
    // Letters the sidebar's type-to-select would match ('m' for Merk, 'p' for Produk Web, ...).
    await user.keyboard('merk');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('merk');
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(option).toHaveTextContent(/merk/i);
  });

  it('moves through the endpoint list with the arrow keys, not through the sidebar', async () => {
    const { user, panel } = await openPanel();
    const search = within(panel).getByRole('combobox', { name: /Endpoint/ });
    await user.click(search);
    await user.keyboard('/admin/merk');
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(search).toHaveFocus();
    expect((search as HTMLInputElement).value).toMatch(/^[A-Z]+ \/admin\/merk/);
  });

  it('types into the other fields too', async () => {
    const { user, panel } = await openPanel();
    const errorText = within(panel).getByRole('textbox', { name: 'Pesan error' });
    await user.click(errorText);
    await user.keyboard('Server sedang sibuk');
    expect(errorText).toHaveFocus();
    expect(errorText).toHaveValue('Server sedang sibuk');
  });
});
