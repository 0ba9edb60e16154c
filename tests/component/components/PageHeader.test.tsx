// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Button } from '@mui/material';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeader } from '@/components/PageHeader';
import { SectionCard } from '@/components/SectionCard';
import { renderWithAdmin } from '../renderWithAdmin';

/** The app bar's title slot, where react-admin's `Title` writes. */
const appBarTitle = () => {
  const slot = document.createElement('span');
  slot.id = 'react-admin-title';
  document.body.append(slot);
  return slot;
};

afterEach(() => {
  cleanup();
  document.getElementById('react-admin-title')?.remove();
});

describe('PageHeader: one header for every page', () => {
  it('shows the title as the page heading, the subtitle under it and the actions beside it', () => {
    renderWithAdmin(<PageHeader title="Kas Transaction Logs" subtitle="Semua pergerakan kas" actions={<Button>Refresh</Button>} testId="header" />);
    const header = screen.getByTestId('header');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Kas Transaction Logs');
    expect(within(header).getByText('Semua pergerakan kas')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it.each([
    ['its title', <PageHeader key="a" title="Daftar Merk" />, 'Daftar Merk'],
    ['the text it is given', <PageHeader key="b" title="INV-001" appBarTitle="Detail Transaksi" />, 'Detail Transaksi'],
  ])('writes %s in the app bar', async (_case, header, expected) => {
    const slot = appBarTitle();
    renderWithAdmin(header);
    await waitFor(() => expect(slot.textContent).toBe(expected));
  });

  it('writes nothing in the app bar when told the page sets its own title', async () => {
    const slot = appBarTitle();
    renderWithAdmin(<PageHeader title="INV-001" appBarTitle={false} />);
    await screen.findByRole('heading', { level: 1, name: 'INV-001' });
    expect(slot.textContent).toBe('');
  });

  it('leaves out the subtitle and actions it is not given', () => {
    renderWithAdmin(<PageHeader title="Dashboard" testId="header" />);
    const header = screen.getByTestId('header');
    expect(within(header).queryByRole('button')).toBeNull();
    expect(header.textContent).toBe('Dashboard');
  });
});

describe('SectionCard: one titled card for every page made of cards', () => {
  it('is a region named by its heading, with its id as its test id', () => {
    renderWithAdmin(
      <SectionCard id="flash-sale" title="Flash Sale" action={<Button>Atur</Button>}>
        isi
      </SectionCard>,
    );
    const card = screen.getByRole('region', { name: 'Flash Sale' });
    expect(card).toBe(screen.getByTestId('flash-sale'));
    expect(within(card).getByRole('heading', { level: 2, name: 'Flash Sale' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Atur' })).toBeInTheDocument();
  });

  it("needs no id (an order's panels): still a region named by its title, with the test id it is given", () => {
    renderWithAdmin(
      <>
        <SectionCard title="Pengiriman" testId="shipping-panel">
          satu
        </SectionCard>
        <SectionCard title="Pembayaran">dua</SectionCard>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Pengiriman' })).toBe(screen.getByTestId('shipping-panel'));
    expect(within(screen.getByRole('region', { name: 'Pembayaran' })).getByText('dua')).toBeInTheDocument();
  });
});
