// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigate } from 'react-router-dom';
import type { FakeApiControls } from '@/fake-api/browserProxy';
import { pages } from '@/custom-pages';
import { AppMenu } from '@/layout/AppMenu';
import { shellAreas } from '@/App';
import { menuSections } from '@/layout/menu/menuEntries';
import { resources } from '@/resources';
import { readingDrift, reportDrift, resetDrift } from '@/api/drift';
import { renderWithAdmin } from '../renderWithAdmin';

afterEach(() => {
  cleanup();
  resetDrift();
});

const setup = (initialPath: string) => {
  const user = userEvent.setup();
  const view = renderWithAdmin(<AppMenu />, { initialPath });
  return { ...view, user };
};

describe('AppMenu: the grouped sidebar, built from the declarations', () => {
  it('links every declared page and resource that has a menu entry, each once', () => {
    setup('/dashboard');
    const expected = [
      ...pages.filter((page) => page.menu).map((page) => page.menu?.label),
      ...resources.flatMap((resource) => [resource.menu.label, ...resource.pages.flatMap((page) => (page.menu ? [page.menu.label] : []))]),
    ];
    expect(expected.length).toBeGreaterThanOrEqual(6);
    for (const label of expected) expect(screen.getAllByRole('menuitem', { name: label })).toHaveLength(1);
  });

  it('shows the links it is given and no others: the layout reads no registry of its own', () => {
    const only = { name: 'satuan', label: 'Satuan', icon: () => null, to: '/satuan', group: 'katalog' as const, preload: async () => undefined };
    renderWithAdmin(<AppMenu />, { initialPath: '/satuan', shell: { menu: [only], palettes: [], watchers: [] } });
    expect(screen.getByRole('menuitem', { name: 'Satuan' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Merk' })).toBeNull();
  });

  it('puts ungrouped pages first and groups the rest under their headings, in the groups order', () => {
    const { top, groups } = menuSections(shellAreas.menu);
    expect(top.map((link) => link.label)).toEqual(['Dashboard']);
    expect(groups.map((group) => group.label)).toEqual(['Katalog', 'Promosi', 'Konten', 'Pesanan', 'Keuangan', 'Operasional', 'Laporan']);
    expect(groups[2]?.links.map((link) => link.label)).toEqual(['Home Builder', 'Banner Utama', 'Sub Banner']);
    expect(groups[4]?.links.map((link) => [link.label, link.to])).toEqual([
      ['Cash In', '/cash-in'],
      ['Refund Management', '/refund-management'],
      ['Kas Transaction Logs', '/transaction-logs'],
    ]);
    expect(groups[5]?.links.map((link) => [link.label, link.to])).toEqual([
      ['Peta Gudang', '/warehouse-map'],
      ['Review Manager', '/review-manager'],
      ['Notification Manager', '/notifications'],
    ]);
    expect(groups[6]?.links.map((link) => link.label)).toEqual(['Laporan Penjualan Web', 'Laporan Produk Terjual', 'Laporan Refund Web']);
    expect(groups[0]?.links.map((link) => link.label)).toEqual(['Produk Web', 'Kategori Web', 'Merk']);
    expect(groups[1]?.links.map((link) => link.label)).toEqual(['Cashback', 'Voucher']);
    // A resource's screen at an address of its own has its own entry, after the resource's.
    expect(groups[3]?.links.map((link) => [link.label, link.to])).toEqual([
      ['Chat Management', '/chat-management'],
      ['Order Center', '/order-center'],
      ['Riwayat Transaksi', '/transaksi/riwayat'],
      ['Verifikasi Pembayaran', '/payment-verification'],
    ]);
    setup('/dashboard');
    expect(within(screen.getByRole('group', { name: 'Katalog' })).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Produk Web', 'Kategori Web', 'Merk']);
  });

  it('highlights the current page, also on its edit screen, and no other', () => {
    setup('/merk/edit/3');
    const current = screen.getByRole('menuitem', { name: 'Merk' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('menuitem').filter((item) => item.getAttribute('aria-current') === 'page')).toEqual([current]);
  });

  it('opens a link’s page in the app on a plain click, its address ready for a new tab, and moves the highlight there', async () => {
    const locations: string[] = [];
    const user = userEvent.setup();
    renderWithAdmin(<AppMenu />, { initialPath: '/dashboard', onLocation: (location) => locations.push(location.pathname) });
    const merk = await screen.findByRole('menuitem', { name: 'Merk' });
    expect(merk).toHaveAttribute('href', '/merk');
    await user.click(merk);
    await waitFor(() => expect(locations.at(-1)).toBe('/merk'));
    expect(screen.getByRole('menuitem', { name: 'Merk' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Merk' })).toHaveClass('RaMenuItemLink-active');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('re-renders no link when only the address’s query changes (a filter or a tab), and only the two whose highlight moves on a new page', async () => {
    const renders = new Map<string, number>();
    // Each link's icon counts its renders: a link left as it was does not render its icon again.
    const counted = (name: string) => {
      const Icon = () => {
        renders.set(name, (renders.get(name) ?? 0) + 1);
        return null;
      };
      return Icon;
    };
    const menu = ['satuan', 'gudang', 'kurir'].map((name) => ({ name, label: name, icon: counted(name), to: `/${name}`, group: 'katalog' as const, preload: async () => undefined }));
    const Go = () => {
      const navigate = useNavigate();
      return (
        <>
          <button onClick={() => navigate('/satuan?filter=%7B%22q%22%3A%22a%22%7D')}>query</button>
          <button onClick={() => navigate('/gudang')}>page</button>
        </>
      );
    };
    const user = userEvent.setup();
    renderWithAdmin(
      <>
        <AppMenu />
        <Go />
      </>,
      { initialPath: '/satuan', shell: { menu, palettes: [], watchers: [] } },
    );
    await screen.findByRole('menuitem', { name: 'satuan' });
    const before = new Map(renders);
    await user.click(screen.getByRole('button', { name: 'query' }));
    expect(renders).toEqual(before);
    await user.click(screen.getByRole('button', { name: 'page' }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'gudang' })).toHaveAttribute('aria-current', 'page'));
    expect(renders.get('satuan')).toBe((before.get('satuan') ?? 0) + 1);
    expect(renders.get('gudang')).toBe((before.get('gudang') ?? 0) + 1);
    expect(renders.get('kurir')).toBe(before.get('kurir'));
  });

  it('collapses and expands a group, but never hides the group of the page on screen', async () => {
    const { user } = setup('/merk');
    const promosi = screen.getByTestId('menu-group-promosi-toggle');
    expect(promosi).toHaveAttribute('aria-expanded', 'true');
    await user.click(promosi);
    expect(promosi).toHaveAttribute('aria-expanded', 'false');
    await user.click(promosi);
    expect(promosi).toHaveAttribute('aria-expanded', 'true');

    const katalog = screen.getByTestId('menu-group-katalog-toggle');
    expect(katalog).toHaveAttribute('aria-expanded', 'true');
    expect(katalog).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Merk' })).toBeVisible();
  });

  it('shows the Demo section in fake mode (reset, QA faults, scenarios), each opening its dialog', async () => {
    const { user } = setup('/dashboard');
    // Loaded lazily, as in the app: the first import is transformed on the spot.
    expect(await screen.findByRole('menuitem', { name: 'Reset Data Demo' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Gangguan API (QA)' }));
    expect(await screen.findByRole('dialog', { name: 'Gangguan API' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('menuitem', { name: 'Skenario Demo' }));
    const scenarios = await screen.findByRole('dialog', { name: 'Skenario demo' }, { timeout: 10_000 });
    expect(within(scenarios).getByText('Pagi yang sibuk')).toBeInTheDocument();
  });

  it('shows QA the backend drift per endpoint in the Demo section, in words with counts, and resets it', async () => {
    const { user } = setup('/dashboard');
    readingDrift('GET /admin/penjualan-web', () => {
      for (let i = 0; i < 3; i += 1) reportDrift('unknown-value', 'status_pengiriman', 'ON_HOLD');
      reportDrift('unreadable', '', 'total_akhir: Invalid input');
    });
    await user.click(await screen.findByRole('menuitem', { name: 'Drift Data Backend' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Drift data backend' }, { timeout: 10_000 });
    const endpoint = within(dialog).getByRole('region', { name: 'GET /admin/penjualan-web' });
    expect(within(endpoint).getByText('3 record dengan status_pengiriman tak dikenal "ON_HOLD"')).toBeInTheDocument();
    expect(within(endpoint).getByText('1 record tidak terbaca (total_akhir: Invalid input)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset hitungan' }));
    expect(await within(dialog).findByText('Belum ada drift: semua jawaban sesuai kontrak.')).toBeInTheDocument();
  });

  it("turns the in-page fake's drift on from the drift dialog", async () => {
    const setDrifting = vi.fn();
    window.__fakeApi = { drifting: () => false, setDrifting } as unknown as FakeApiControls;
    try {
      const { user } = setup('/dashboard');
      await user.click(await screen.findByRole('menuitem', { name: 'Drift Data Backend' }, { timeout: 10_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Drift data backend' }, { timeout: 10_000 });
      const toggle = within(dialog).getByRole('switch', { name: 'Backend demo menjawab dengan drift' });
      expect(toggle).not.toBeChecked();
      await user.click(toggle);
      expect(setDrifting).toHaveBeenCalledWith(true);
      expect(toggle).toBeChecked();
    } finally {
      delete window.__fakeApi;
    }
  });

  it('keeps the knowledge-base action and logout below the pages', () => {
    setup('/dashboard');
    expect(screen.getByRole('menuitem', { name: 'Update Knowledge Base Bot' })).toBeInTheDocument();
  });
});
