// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeDb } from '@/fake-api/db';
import { PenjualanWebHistory } from '@/resources/penjualan-web/transaksi/PenjualanWebHistory';
import { renderWithAdmin } from '../../../renderWithAdmin';

afterEach(cleanup);

const setup = (seed?: (db: FakeDb) => void) => {
  const view = renderWithAdmin(
    <ResourceContextProvider value="penjualan-web">
      <PenjualanWebHistory />
    </ResourceContextProvider>,
    { initialPath: '/transaksi/riwayat' },
  );
  seed?.(view.db);
  return view;
};

describe('PenjualanWebHistory', () => {
  it("heads the list with 'Riwayat Transaksi' as its one h1, with orders and with none", async () => {
    setup();
    await screen.findAllByRole('link', { name: /Detail/ });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Riwayat Transaksi']);
    cleanup();
    setup((db) => (db.penjualanWeb = []));
    await screen.findByTestId('history-empty');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Riwayat Transaksi']);
  });
});
