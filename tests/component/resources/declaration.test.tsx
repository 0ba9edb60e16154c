// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Admin, testDataProvider, TestMemoryRouter } from 'react-admin';
import ListIcon from '@mui/icons-material/List';
import * as z from 'zod/mini';
import { endpoint } from '@/api/endpoint';
import { defineResource, toResource } from '@/resources/declaration';

afterEach(cleanup);

const contoh = defineResource({
  name: 'contoh',
  menu: { label: 'Contoh', icon: ListIcon, group: 'pesanan' },
  recordRepresentation: 'kode',
  data: async () => ({ pagination: 'client', list: endpoint({ method: 'GET', path: '/admin/contoh', response: z.array(z.unknown()), fallback: 'Gagal.' }) }),
  list: async () => () => <p>daftar contoh</p>,
  create: async () => () => <p>tambah contoh</p>,
  edit: async () => () => <p>ubah contoh</p>,
});

const renderAt = (path: string) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={testDataProvider()}>{toResource(contoh)}</Admin>
    </TestMemoryRouter>,
  );

describe('defineResource + toResource: a declaration is its routes', () => {
  it.each([
    ['/contoh', 'daftar contoh'],
    ['/contoh/tambah', 'tambah contoh'],
    ['/contoh/edit/7', 'ubah contoh'],
  ])('%s shows %s', async (path, text) => {
    renderAt(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("react-admin's own create path redirects to the spec's", async () => {
    renderAt('/contoh/create');
    expect(await screen.findByText('tambah contoh')).toBeInTheDocument();
  });

  it("react-admin's own record path (/contoh/7) redirects to the spec's edit route", async () => {
    renderAt('/contoh/7');
    expect(await screen.findByText('ubah contoh')).toBeInTheDocument();
  });
});
