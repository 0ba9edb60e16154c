// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Notification } from 'react-admin';
import type { FaultRule } from '@/fake-api/faults';
import { DeleteRecordButton } from '@/components/DeleteRecordButton';
import { merkMessages } from '@/resources/merk/messages';
import { countRequests, renderWithAdmin } from '../renderWithAdmin';

afterEach(cleanup);

const setup = (faults: FaultRule[] = []) => {
  const user = userEvent.setup();
  const view = renderWithAdmin(
    <>
      <DeleteRecordButton resource="merk" record={{ id: 5, nama: 'Dulux' }} title='Hapus merk "Dulux"?' content={merkMessages.deleteConfirm} messages={merkMessages} />
      <Notification />
    </>,
    { faults },
  );
  return { ...view, user };
};

describe('DeleteRecordButton: the one delete flow', () => {
  it("asks first with 'Hapus', then deletes once even when the confirm button is clicked twice in a row", async () => {
    const { user, requests, db } = setup([{ method: 'DELETE', path: '/admin/merk/{id}', delayMs: 200 }]);
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hapus merk "Dulux"?')).toBeInTheDocument();
    expect(countRequests(requests, 'DELETE /admin/merk/5')).toBe(0);
    const confirm = within(dialog).getByRole('button', { name: 'Hapus' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(await screen.findByText(merkMessages.deleted)).toBeInTheDocument();
    expect(countRequests(requests, 'DELETE /admin/merk/5')).toBe(1);
    expect(db.merk.some((brand) => brand.id === 5)).toBe(false);
  });

  it("shows the server's error (else the spec's fallback) and keeps the record", async () => {
    const { user, db } = setup([{ method: 'DELETE', path: '/admin/merk/{id}', status: 500, body: {}, times: 1 }]);
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText(merkMessages.deleteFailed)).toBeInTheDocument();
    expect(db.merk.some((brand) => brand.id === 5)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("names itself 'Hapus' in a tooltip on hover, and sends nothing before its confirmation", async () => {
    const { user, requests } = setup();
    await user.hover(screen.getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Hapus');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(countRequests(requests, 'DELETE /admin/merk/5')).toBe(0);
  });

  it('Batal closes without sending anything', async () => {
    const { user, requests } = setup();
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(countRequests(requests, 'DELETE /admin/merk/5')).toBe(0);
  });
});
