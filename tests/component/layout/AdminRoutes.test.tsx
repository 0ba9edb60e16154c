// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Resource, ResourceDefinitionContextProvider, useResourceDefinitions, type ResourceDefinitions } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminRoutes } from '@/layout/AdminRoutes';
import { renderWithAdmin } from '../renderWithAdmin';

afterEach(cleanup);

let layoutRenders = 0;
let listRenders = 0;
const CountingLayout = ({ children }: { children?: ReactNode }) => {
  layoutRenders += 1;
  return <div data-testid="layout">{children}</div>;
};
const BrandList = () => {
  listRenders += 1;
  const definitions = useResourceDefinitions();
  return <p>daftar {Object.keys(definitions).join(',')}</p>;
};
const resources = [<Resource key="merk" name="merk" list={BrandList} />];
const definitions: ResourceDefinitions = { merk: Resource.registerResource({ name: 'merk', list: BrandList }) };

const renderAt = (initialPath: string, loginPage = () => <p>halaman login</p>) =>
  renderWithAdmin(
    <ResourceDefinitionContextProvider definitions={definitions}>
      <AdminRoutes
        title="Back Office Toko"
        loginPage={loginPage}
        layout={CountingLayout}
        home={() => <p>beranda</p>}
        notification={() => null}
        resources={resources}
        routes={[]}
      />
    </ResourceDefinitionContextProvider>,
    { initialPath },
  );

describe('AdminRoutes: react-admin routes laid out once', () => {
  it('renders the layout and the screen once: nothing re-registers the routes or the resources after the first commit', async () => {
    layoutRenders = 0;
    listRenders = 0;
    renderAt('/merk');
    expect(await screen.findByText('daftar merk')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // react-admin's own <AdminUI> renders both a second time from its effects (routes, then registration).
    expect(layoutRenders).toBe(1);
    expect(listRenders).toBe(1);
  });

  it('puts the login page outside the layout, and home and not-found inside it', async () => {
    renderAt('/login');
    expect(await screen.findByText('halaman login')).toBeInTheDocument();
    expect(screen.queryByTestId('layout')).not.toBeInTheDocument();
    cleanup();
    renderAt('/');
    expect(await screen.findByText('beranda')).toBeInTheDocument();
    expect(screen.getByTestId('layout')).toBeInTheDocument();
    cleanup();
    renderAt('/tidak-ada');
    expect(await screen.findByTestId('layout')).toBeInTheDocument();
    expect((await screen.findAllByText('Tidak ditemukan')).length).toBeGreaterThan(0);
  });

  it("shows react-admin's error page, in Indonesian, when a screen outside the layout fails to render", async () => {
    // React reports the caught error on the console; the page is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('rusak');
    };
    renderAt('/login', Broken);
    expect(await screen.findByText('Terjadi kesalahan')).toBeInTheDocument();
    expect(screen.queryByTestId('layout')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
