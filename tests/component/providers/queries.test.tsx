// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminContext, memoryStore, useGetList } from 'react-admin';
import { merkKeys } from '@/resources/merk/hooks';
import { useApiQuery, useGuardedMutation } from '@/providers/queries';
import { voucherContract } from '@/resources/voucher/contract';
import { voucherKeys } from '@/resources/voucher/hooks';
import { createDataProvider } from '@/providers/dataProvider';
import { createApiClient } from '@/api/client';
import { HttpError } from '@/api/errors';
import { resourceEntries } from '@/resources';
import { countRequests, renderWithAdmin } from '../renderWithAdmin';

afterEach(cleanup);

const DeactivateFirst = ({ invalidates }: { invalidates: readonly (readonly unknown[])[] }) => {
  const { run, isPending } = useGuardedMutation({
    mutationFn: (id: number, call) => call(voucherContract.deactivate, { params: { id } }),
    invalidates: () => invalidates,
  });
  return (
    <button type="button" onClick={() => run(1)} disabled={isPending}>
      Nonaktifkan
    </button>
  );
};

/** A latched action: once it has succeeded it sends nothing until rearmed. */
const LatchedDeactivate = () => {
  const { run, rearm } = useGuardedMutation({
    mutationFn: (id: number, call) => call(voucherContract.deactivate, { params: { id } }),
    latch: true,
  });
  return (
    <>
      <button type="button" onClick={() => run(1)}>
        Nonaktifkan
      </button>
      <button type="button" onClick={rearm}>
        Ubah lagi
      </button>
    </>
  );
};

const Lists = () => {
  const vouchers = useGetList('voucher', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' } });
  const brands = useGetList('merk', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' } });
  const first = vouchers.data?.find((voucher) => voucher.id === 1);
  return (
    <p>
      {first ? `status ${String(first.status)}` : 'memuat'} / {brands.data ? `${brands.data.length} merk` : 'memuat'}
    </p>
  );
};

describe('useGuardedMutation: the one way every action is sent', () => {
  it('sends once under a double click and stays disabled until the request settles', async () => {
    const { requests } = renderWithAdmin(<DeactivateFirst invalidates={[]} />, { faults: [{ method: 'PATCH', path: '/admin/voucher/{id}/nonaktif', delayMs: 300 }] });
    const button = screen.getByRole('button', { name: 'Nonaktifkan' });
    // Two clicks in the same tick: React has not re-rendered the disabled state between them.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 3000 });
    expect(countRequests(requests, 'PATCH /admin/voucher/1/nonaktif')).toBe(1);
    fireEvent.click(button);
    await waitFor(() => expect(countRequests(requests, 'PATCH /admin/voucher/1/nonaktif')).toBe(2));
  });

  it('latched: a click after a fast answer has settled sends nothing until the next intent rearms it', async () => {
    const { requests } = renderWithAdmin(<LatchedDeactivate />);
    const sent = () => countRequests(requests, 'PATCH /admin/voucher/1/nonaktif');
    fireEvent.click(screen.getByRole('button', { name: 'Nonaktifkan' }));
    await waitFor(() => expect(sent()).toBe(1));
    // Settled: the in-flight guard is released, the latch holds.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.click(screen.getByRole('button', { name: 'Nonaktifkan' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Ubah lagi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nonaktifkan' }));
    await waitFor(() => expect(sent()).toBe(2));
  });

  it('refreshes exactly the queries it declares: the voucher list reloads, the brand list does not', async () => {
    const { requests } = renderWithAdmin(
      <>
        <Lists />
        <DeactivateFirst invalidates={[voucherKeys.all]} />
      </>,
    );
    expect(await screen.findByText(/status AKTIF \/ \d+ merk/)).toBeInTheDocument();
    const brandLoads = countRequests(requests, 'GET /admin/merk');
    const voucherLoads = countRequests(requests, 'GET /admin/voucher');
    fireEvent.click(screen.getByRole('button', { name: 'Nonaktifkan' }));
    expect(await screen.findByText(/status NONAKTIF/)).toBeInTheDocument();
    expect(countRequests(requests, 'GET /admin/voucher')).toBe(voucherLoads + 1);
    expect(countRequests(requests, 'GET /admin/merk')).toBe(brandLoads);
    expect(merkKeys.all).toEqual(['merk']);
  });

  it('without a declared invalidation the list keeps what it showed (the declaration is what refreshes it)', async () => {
    const { requests } = renderWithAdmin(
      <>
        <Lists />
        <DeactivateFirst invalidates={[]} />
      </>,
    );
    expect(await screen.findByText(/status AKTIF/)).toBeInTheDocument();
    const voucherLoads = countRequests(requests, 'GET /admin/voucher');
    fireEvent.click(screen.getByRole('button', { name: 'Nonaktifkan' }));
    await waitFor(() => expect(countRequests(requests, 'PATCH /admin/voucher/1/nonaktif')).toBe(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nonaktifkan' })).toBeEnabled());
    expect(screen.getByText(/status AKTIF/)).toBeInTheDocument();
    expect(countRequests(requests, 'GET /admin/voucher')).toBe(voucherLoads);
  });
});

describe('useApiQuery: a typed read under an area key', () => {
  const Summary = () => {
    const { data, error } = useApiQuery(voucherKeys.lists(), voucherContract.list);
    if (error) return <p>gagal: {error.message}</p>;
    return <p>{data ? `${data.length} voucher` : 'memuat'}</p>;
  };

  it('reads through the dataProvider and shows a failure at once with the endpoint fallback', async () => {
    renderWithAdmin(<Summary />);
    expect(await screen.findByText(/^\d+ voucher$/)).toBeInTheDocument();
    cleanup();
    renderWithAdmin(<Summary />, { faults: [{ method: 'GET', path: '/admin/voucher', status: 500, body: {} }] });
    expect(await screen.findByText('gagal: Gagal mengambil data voucher.')).toBeInTheDocument();
  });

  it('a 401 ends the session through authProvider.checkError and still reaches the caller as an error', async () => {
    let loggedOut = 0;
    const api = createApiClient({ baseUrl: 'https://x.invalid', fetch: async () => new Response(JSON.stringify({ error: 'Sesi habis' }), { status: 401 }), getToken: () => 't' });
    const authProvider = {
      login: async () => undefined,
      logout: async () => {
        loggedOut += 1;
      },
      checkAuth: async () => undefined,
      checkError: async (error: unknown) => {
        if (error instanceof HttpError && error.status === 401) throw error;
      },
      getPermissions: async () => undefined,
    };
    const outcomes: string[] = [];
    const Action = () => {
      const { runAsync } = useGuardedMutation({ mutationFn: (_: void, call) => call(voucherContract.deactivate, { params: { id: 1 } }) });
      return (
        <button type="button" onClick={() => void runAsync().then(() => outcomes.push('berhasil'), (error: Error) => outcomes.push(`gagal: ${error.message}`))}>
          Kirim
        </button>
      );
    };
    render(
      <AdminContext dataProvider={createDataProvider(api, resourceEntries)} authProvider={authProvider} store={memoryStore()}>
        <Action />
      </AdminContext>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(outcomes).toEqual(['gagal: Sesi habis']));
    await waitFor(() => expect(loggedOut).toBe(1));
  });
});
