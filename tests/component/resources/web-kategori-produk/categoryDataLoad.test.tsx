// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
import { Form, Notification, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { WebKategoriProdukInput } from '@/resources/produk-web/WebKategoriProdukInput';
import { WebKategoriProdukEdit } from '@/resources/web-kategori-produk/WebKategoriProdukEdit';
import { renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5_000 });

const TEXT = 'Gagal memuat data kategori.';

describe('category data that fails to load for a form says “Gagal memuat data kategori.” (catalogue spec §8)', () => {
  it('the category edit form, when its record cannot be loaded and the server says nothing', async () => {
    const view = renderWithAdmin(
      <ResourceContextProvider value="web-kategori-produk">
        <Routes>
          <Route path="/web-kategori-produk/edit/:id" element={<WebKategoriProdukEdit />} />
          <Route path="*" element={null} />
        </Routes>
        <Notification />
      </ResourceContextProvider>,
      { initialPath: '/web-kategori-produk/edit/1', faults: [{ method: 'GET', path: '/admin/web-kategori-produk/{id}', status: 500, body: {} }] },
    );
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    expect(view.requests).toContain('GET /admin/web-kategori-produk/1');
  });

  it('the product form’s category choices, when they cannot be loaded', async () => {
    renderWithAdmin(
      <Form>
        <WebKategoriProdukInput />
      </Form>,
      { faults: [{ method: 'GET', path: '/admin/web-kategori-produk', status: 500, body: {} }] },
    );
    // react-query retries a failed read three times (about 7 s) before the input shows the error.
    expect(await screen.findByText(TEXT, undefined, { timeout: 15_000 })).toBeInTheDocument();
  }, 20_000);
});
