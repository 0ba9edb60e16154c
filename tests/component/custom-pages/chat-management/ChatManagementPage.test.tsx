// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notification } from 'react-admin';
import { ChatManagementPage } from '@/custom-pages/chat-management/ChatManagementPage';
import { chatManagementContract } from '@/custom-pages/chat-management/contract';
import type { FaultRule } from '@/fake-api/faults';
import type { ShopDataProvider } from '@/providers/dataProvider';
import type { Order } from '@/resources/penjualan-web/schemas';
import { countRequests, renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

const SEND = 'POST /admin/chat/transaksi/messages';
const UPLOAD = 'POST /admin/chat/upload';
const APPROVE = 'POST /admin/chat/approve-payment-proof';

const setup = (path = '/chat-management', faults: FaultRule[] = []) => {
  const user = userEvent.setup();
  const view = renderWithAdmin(
    <>
      <ChatManagementPage />
      <Notification />
    </>,
    { initialPath: path, faults },
  );
  return { ...view, user };
};

/** An order awaiting confirmation whose proof is pending in chat (the seed sends one per such order). */
const awaitingOrder = (db: ReturnType<typeof setup>['db']) =>
  db.penjualanWeb.find((order) => order.status_pembayaran === 'MENUNGGU_KONFIRMASI' && db.chatThreads.some((t) => t.orderId === Number(order.id))) as Order;

/**
 * jsdom's File is not one the fake server's FormData parser reads back, so the upload is answered here
 * (as the fake would) while every other call goes to the fake backend; returns the upload's bodies.
 */
const stubChatUpload = (dataProvider: ShopDataProvider, requests: string[]) => {
  const bodies: Array<Record<string, unknown>> = [];
  const call = dataProvider.call.bind(dataProvider);
  vi.spyOn(dataProvider, 'call').mockImplementation(((endpoint, options) => {
    if (endpoint !== chatManagementContract.upload) return call(endpoint, options);
    const body = options?.body as { file: File } & Record<string, unknown>;
    bodies.push(body);
    requests.push(UPLOAD);
    return Promise.resolve({ fileUrl: `data:${body.file.type};base64,JVBERi0=`, fileName: body.file.name, fileSize: body.file.size, mimeType: body.file.type, isPaymentProof: false });
  }) as ShopDataProvider['call']);
  return bodies;
};

/** Opens the chat of an order by its row in the list, as an administrator does. */
const openThread = async (user: ReturnType<typeof userEvent.setup>, orderId: string | number) => {
  const row = await waitFor(() => {
    const found = screen.getAllByTestId('chat-thread').find((r) => r.getAttribute('data-order-id') === String(orderId));
    if (!found) throw new Error(`no thread of order ${orderId} yet`);
    return found;
  });
  await user.click(row);
  await screen.findAllByTestId('chat-message');
};

const pendingInDb = (db: ReturnType<typeof setup>['db']) => db.chatMessages.flatMap((m) => m.attachments).filter((a) => a.approvalStatus === 'PENDING').length;

/** Proofs someone can decide on now: pending, of a manual transfer still awaiting confirmation (what the server approves). */
const decidableInDb = (db: ReturnType<typeof setup>['db']) =>
  db.chatMessages
    .filter((message) => db.penjualanWeb.some((o) => Number(o.id) === message.orderId && o.status_pembayaran === 'MENUNGGU_KONFIRMASI' && o.metode_pembayaran === 'MANUAL_TRANSFER'))
    .flatMap((message) => message.attachments)
    .filter((a) => a.approvalStatus === 'PENDING').length;

const pdf = (name = 'invoice.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const input = () => screen.getByLabelText('Tulis pesan');

describe('ChatManagementPage', () => {
  it('shows the loading text, then the threads with the spec fallbacks and the empty conversation', async () => {
    const { db } = setup();
    expect(screen.getByText('Memuat chat management...')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('chat-thread');
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(screen.getByText('Pilih Chat untuk Mulai')).toBeInTheDocument();
    const names = screen.getAllByTestId('chat-thread-name').map((n) => n.textContent);
    expect(names.filter((name) => name?.startsWith('Customer #'))).toHaveLength(2);
    for (const time of screen.getAllByTestId('chat-thread-time')) expect(time.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(screen.getAllByTestId('chat-thread-unread').length).toBeGreaterThan(0);
    // The badge on the Payment Proofs toggle and the panel's count: the proofs waiting for a decision
    // (the seed also holds proofs of orders that moved on, which count for neither).
    expect(decidableInDb(db)).toBeGreaterThanOrEqual(4);
    expect(pendingInDb(db)).toBeGreaterThan(decidableInDb(db));
    await waitFor(() => expect(screen.getByTestId('chat-proofs-count')).toHaveTextContent(`${decidableInDb(db)} menunggu persetujuan`));
    expect(screen.getByTestId('chat-proofs-badge')).toHaveTextContent(String(decidableInDb(db)));
    expect(screen.getByTestId('chat-proofs-toggle')).toHaveAccessibleName(`Payment Proofs: ${decidableInDb(db)} bukti menunggu keputusan`);
  });

  it('filters by search and unread, in the address', async () => {
    const { user, db } = setup();
    await screen.findAllByTestId('chat-thread');
    const order = awaitingOrder(db);
    await user.type(within(screen.getByTestId('chat-search')).getByRole('searchbox'), String(order.id));
    await waitFor(() => expect(screen.getAllByTestId('chat-thread').map((row) => row.getAttribute('data-order-id'))).toEqual([String(order.id)]));
    await user.clear(within(screen.getByTestId('chat-search')).getByRole('searchbox'));
    await user.click(within(screen.getByTestId('chat-filter')).getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Belum dibaca' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-thread').every((row) => within(row).queryByTestId('chat-thread-unread'))).toBe(true));
  });

  it('opens a conversation: the customer on the left, the shop on the right, files with an open link; reading clears the unread badge', async () => {
    const { user, db } = setup();
    const order = awaitingOrder(db);
    const row = (await screen.findAllByTestId('chat-thread')).find((r) => r.getAttribute('data-order-id') === String(order.id)) as HTMLElement;
    expect(within(row).getByTestId('chat-thread-unread')).toBeInTheDocument();
    await user.click(row);
    const messages = await screen.findAllByTestId('chat-message');
    expect(messages[0]).toHaveAttribute('data-sender', 'CUSTOMER');
    expect(within(screen.getByTestId('chat-messages')).getAllByText('Customer').length).toBeGreaterThan(0);
    // A file opens through its own bytes (openFile), never by following a data: address.
    const open = within(screen.getByTestId('chat-messages')).getAllByTestId('chat-attachment-open')[0];
    expect(open).toHaveTextContent('Buka');
    expect(open).not.toHaveAttribute('href');
    await waitFor(() => expect(within(screen.getAllByTestId('chat-thread').find((r) => r.getAttribute('data-order-id') === String(order.id)) as HTMLElement).queryByTestId('chat-thread-unread')).toBeNull());
  });

  it('sends a message with Enter; Shift+Enter makes a new line; two clicks on Send send one message', async () => {
    const { user, db, requests, faults } = setup();
    const order = awaitingOrder(db);
    await openThread(user, order.id);
    await user.type(input(), 'Baris satu{Shift>}{Enter}{/Shift}Baris dua');
    expect(input()).toHaveValue('Baris satu\nBaris dua');
    expect(countRequests(requests, SEND)).toBe(0);
    await user.type(input(), '{Enter}');
    expect(await screen.findByText('Berhasil: Pesan terkirim')).toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(countRequests(requests, SEND)).toBe(1);
    expect(db.chatMessages[db.chatMessages.length - 2]).toMatchObject({ orderId: Number(order.id), senderType: 'ADMIN', messageContent: 'Baris satu\nBaris dua' });
    expect(await within(screen.getByTestId('chat-messages')).findByText('Baris satu\nBaris dua', { normalizer: (t) => t })).toBeInTheDocument();

    faults.add({ method: 'POST', path: '/admin/chat/transaksi/messages', delayMs: 300, times: 1 });
    await user.type(input(), 'Sekali saja');
    await user.dblClick(screen.getByTestId('chat-send'));
    expect(screen.getByTestId('chat-send')).toBeDisabled();
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(countRequests(requests, SEND)).toBe(2);
    expect(db.chatMessages.filter((m) => m.messageContent === 'Sekali saja')).toHaveLength(1);
  });

  it.each([
    ['an empty message', null, 'Pesan atau file harus diisi'],
    ['a GIF', new File(['x'], 'animasi.gif', { type: 'image/gif' }), 'Tipe file tidak didukung. Hanya JPG, PNG, PDF yang diizinkan.'],
    ['a PDF of 5242881 bytes', pdf('besar.pdf', 5_242_881), 'Ukuran file terlalu besar. Maksimal 5MB.'],
  ])('refuses %s with the spec text and sends nothing', async (_what, file, text) => {
    const { user, requests, db } = setup();
    await openThread(user, awaitingOrder(db).id);
    if (file) fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [file] } });
    else await user.click(screen.getByTestId('chat-send'));
    expect(await screen.findByText(`Terjadi Kesalahan: ${text}`)).toBeInTheDocument();
    expect(screen.queryByTestId('chat-file-preview')).toBeNull();
    if (file) await user.click(screen.getByTestId('chat-send'));
    expect(countRequests(requests, SEND) + countRequests(requests, UPLOAD)).toBe(0);
  });

  it('attaches a PDF (preview with size in KB, removable), uploads it first, and sends a file-only message with placeholder content', async () => {
    const { user, requests, dataProvider, db } = setup();
    const uploads = stubChatUpload(dataProvider, requests);
    const order = awaitingOrder(db);
    await openThread(user, order.id);
    const picker = screen.getByTestId('chat-file-input');
    fireEvent.change(picker, { target: { files: [pdf('exact.pdf', 5_242_880)] } });
    expect(await screen.findByText('Informasi: File "exact.pdf" siap untuk dikirim')).toBeInTheDocument();
    expect(screen.getByTestId('chat-file-size')).toHaveTextContent('5.120 KB');
    await user.click(screen.getByRole('button', { name: 'Hapus lampiran exact.pdf' }));
    expect(screen.queryByTestId('chat-file-preview')).toBeNull();
    fireEvent.change(picker, { target: { files: [pdf('invoice.pdf', 1536)] } });
    expect(await screen.findByTestId('chat-file-name')).toHaveTextContent('invoice.pdf');
    expect(screen.getByTestId('chat-file-size')).toHaveTextContent('1,5 KB');
    await user.click(screen.getByTestId('chat-send'));
    // (The success toast waits behind the file toasts in react-admin's queue: the message itself is checked.)
    await waitFor(() => expect(db.chatMessages.some((m) => m.messageContent === '[File: invoice.pdf]')).toBe(true));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ transaksiId: String(order.id), isPaymentProof: false });
    expect(requests.indexOf(UPLOAD)).toBeLessThan(requests.lastIndexOf(SEND));
    const sent = db.chatMessages.find((m) => m.messageContent === '[File: invoice.pdf]');
    expect(sent?.attachments).toEqual([{ fileUrl: 'data:application/pdf;base64,JVBERi0=', fileName: 'invoice.pdf', fileSize: 1536, mimeType: 'application/pdf', isPaymentProof: false, approvalStatus: null, rejectionReason: null }]);
    await waitFor(() => expect(screen.queryByTestId('chat-file-preview')).toBeNull());
  });

  it('a failed send keeps the text and the attachment, with the server\'s words', async () => {
    const { user, requests, dataProvider, faults, db } = setup();
    stubChatUpload(dataProvider, requests);
    await openThread(user, awaitingOrder(db).id);
    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [pdf('invoice.pdf')] } });
    await user.type(input(), 'Ini invoicenya');
    faults.add({ method: 'POST', path: '/admin/chat/transaksi/messages', status: 500, body: {}, times: 1 });
    await user.click(screen.getByTestId('chat-send'));
    expect(await screen.findByText('Terjadi Kesalahan: Gagal mengirim pesan')).toBeInTheDocument();
    expect(input()).toHaveValue('Ini invoicenya');
    expect(screen.getByTestId('chat-file-name')).toHaveTextContent('invoice.pdf');
    expect(screen.getByTestId('chat-send')).toBeEnabled();
    expect(db.chatMessages.some((m) => m.messageContent === 'Ini invoicenya')).toBe(false);
    await user.click(screen.getByTestId('chat-send'));
    expect(await screen.findByText('Berhasil: Pesan terkirim')).toBeInTheDocument();
    expect(db.chatMessages.filter((m) => m.messageContent === 'Ini invoicenya')).toHaveLength(1);
  });

  it('keeps an unsent draft of each chat when another chat is opened and this one reopened', async () => {
    const { user, db } = setup();
    const order = awaitingOrder(db);
    const other = db.chatThreads.find((t) => t.orderId !== Number(order.id)) as { orderId: number };
    await openThread(user, order.id);
    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [pdf('draf.pdf')] } });
    await user.type(input(), 'Draf untuk pesanan ini');
    await openThread(user, other.orderId);
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(screen.queryByTestId('chat-file-preview')).toBeNull();
    await openThread(user, order.id);
    await waitFor(() => expect(input()).toHaveValue('Draf untuk pesanan ini'));
    expect(screen.getByTestId('chat-file-name')).toHaveTextContent('draf.pdf');
    // Removed again, so no other test finds it.
    await user.clear(input());
    await user.click(screen.getByRole('button', { name: 'Hapus lampiran draf.pdf' }));
  });

  it('shows each proof with its order (code, amount, payment status, link); approving asks first and is sent once', async () => {
    const { user, db, requests, faults } = setup();
    const order = awaitingOrder(db);
    const card = await waitFor(() => {
      const found = screen.getAllByTestId('chat-proof').find((c) => c.getAttribute('data-order-id') === String(order.id));
      if (!found) throw new Error('no proof card yet');
      return found;
    });
    expect(await within(card).findByTestId('chat-proof-amount')).toHaveTextContent(`Rp${Number(order.total_akhir).toLocaleString('id-ID')}`);
    expect(within(card).getByTestId('chat-proof-payment-status')).toHaveTextContent('Menunggu Konfirmasi');
    expect(within(card).getByTestId('chat-proof-order-link')).toHaveAttribute('href', `/order-center/${order.id}`);
    expect(within(card).getByTestId('chat-proof-order-link')).toHaveTextContent(order.kode_transaksi);

    await user.click(within(card).getByTestId('chat-proof-approve'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(order.kode_transaksi);
    faults.add({ method: 'POST', path: '/admin/chat/approve-payment-proof', delayMs: 300, times: 1 });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Setujui' }));
    expect(await screen.findByText('Berhasil: Bukti pembayaran disetujui')).toBeInTheDocument();
    expect(countRequests(requests, APPROVE)).toBe(1);
    expect(db.penjualanWeb.find((o) => o.id === order.id)?.status_pembayaran).toBe('LUNAS');
    await waitFor(() => expect(screen.getAllByTestId('chat-proof').some((c) => c.getAttribute('data-order-id') === String(order.id))).toBe(false));
    expect(screen.getByTestId('chat-proofs-count')).toHaveTextContent(`${decidableInDb(db)} menunggu persetujuan`);
  });

  it('opens with the proofs that can be approved; a proof whose order moved on says why, its Setujui off and Tolak on', async () => {
    const { db } = setup();
    await waitFor(() => expect(screen.getAllByTestId('chat-proof').some((c) => c.getAttribute('data-standing') === 'cancelled')).toBe(true));
    await waitFor(() => expect(screen.getAllByTestId('chat-proof').every((c) => c.getAttribute('data-standing') !== 'loading')).toBe(true));
    const cards = screen.getAllByTestId('chat-proof');
    const standings = cards.map((c) => c.getAttribute('data-standing'));
    const approvable = standings.filter((s) => s === 'approvable').length;
    expect(approvable).toBe(decidableInDb(db));
    expect(standings.slice(0, approvable).every((s) => s === 'approvable')).toBe(true);
    for (const card of cards.slice(0, approvable)) expect(within(card).getByTestId('chat-proof-approve')).toBeEnabled();
    const cancelled = cards.find((c) => c.getAttribute('data-standing') === 'cancelled') as HTMLElement;
    expect(within(cancelled).getByTestId('chat-proof-blocked')).toHaveTextContent('Order sudah dibatalkan');
    expect(within(cancelled).getByTestId('chat-proof-approve')).toBeDisabled();
    expect(within(cancelled).getByTestId('chat-proof-approve')).toHaveAccessibleDescription('Order sudah dibatalkan');
    expect(within(cancelled).getByTestId('chat-proof-reject')).toBeEnabled();
  });

  it('loads the pictures of the first two proofs with the page, the ones below them only when scrolled near', async () => {
    setup();
    await waitFor(() => expect(screen.getAllByTestId('chat-proof').length).toBeGreaterThan(2));
    const pictures = screen.getAllByTestId('chat-proof').map((card) => card.querySelector('img'));
    expect(pictures.every(Boolean)).toBe(true);
    expect(pictures.map((picture) => picture?.getAttribute('loading'))).toEqual(['eager', 'eager', ...pictures.slice(2).map(() => 'lazy')]);
  });

  it('cancelling the approval sends nothing; a refused approval shows the server\'s reason and keeps the proof', async () => {
    const { user, db, requests } = setup();
    const order = awaitingOrder(db);
    const card = await waitFor(() => {
      const found = screen.getAllByTestId('chat-proof').find((c) => c.getAttribute('data-order-id') === String(order.id) && c.getAttribute('data-standing') === 'approvable');
      if (!found) throw new Error('no approvable proof yet');
      return found;
    });
    await user.click(within(card).getByTestId('chat-proof-approve'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Batal' }));
    expect(countRequests(requests, APPROVE)).toBe(0);
    await user.click(within(card).getByTestId('chat-proof-approve'));
    const dialog = await screen.findByRole('dialog');
    // Someone else cancels the order while the dialog is open: the server refuses the approval.
    const stored = db.penjualanWeb.find((o) => o.id === order.id) as Order;
    stored.status_pembayaran = 'DIBATALKAN';
    await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    expect(await screen.findByText(/^Terjadi Kesalahan: Pesanan .* tidak lagi menunggu konfirmasi pembayaran/)).toBeInTheDocument();
    expect(countRequests(requests, APPROVE)).toBe(1);
    expect(screen.getAllByTestId('chat-proof').some((c) => c.getAttribute('data-order-id') === String(order.id))).toBe(true);
  });

  it("rejecting asks 'Alasan penolakan:'; cancelled or empty sends nothing; a reason rejects the proof once", async () => {
    const { user, db, requests } = setup();
    const order = awaitingOrder(db);
    const card = await waitFor(() => {
      const found = screen.getAllByTestId('chat-proof').find((c) => c.getAttribute('data-order-id') === String(order.id));
      if (!found) throw new Error('no proof card yet');
      return found;
    });
    await user.click(within(card).getByTestId('chat-proof-reject'));
    let dialog = await screen.findByTestId('chat-reject-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByTestId('chat-reject-dialog')).toBeNull());
    await user.click(within(card).getByTestId('chat-proof-reject'));
    dialog = await screen.findByTestId('chat-reject-dialog');
    await user.type(within(dialog).getByLabelText(/Alasan penolakan:/), '   ');
    await user.click(within(dialog).getByTestId('chat-reject-dialog-confirm'));
    expect(within(dialog).getByText('Alasan penolakan wajib diisi.')).toBeInTheDocument();
    expect(countRequests(requests, APPROVE)).toBe(0);
    await user.type(within(dialog).getByLabelText(/Alasan penolakan:/), 'Nominal kurang');
    await user.dblClick(within(dialog).getByTestId('chat-reject-dialog-confirm'));
    expect(await screen.findByText('Berhasil: Bukti pembayaran ditolak')).toBeInTheDocument();
    expect(countRequests(requests, APPROVE)).toBe(1);
    expect(db.penjualanWeb.find((o) => o.id === order.id)?.status_pembayaran).toBe('MENUNGGU_KONFIRMASI');
    expect(db.chatMessages.some((m) => m.orderId === Number(order.id) && m.messageContent === 'Bukti pembayaran ditolak. Alasan: Nominal kurang')).toBe(true);
  });

  it("a failed thread load says 'Gagal memuat daftar chat' with 'Coba Lagi', which loads them", async () => {
    const { user } = setup('/chat-management', [{ method: 'GET', path: '/admin/chat/threads', status: 500, body: {}, times: 1 }]);
    const alert = await screen.findByTestId('chat-threads-error');
    expect(alert).toHaveTextContent('Gagal memuat daftar chat');
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect((await screen.findAllByTestId('chat-thread')).length).toBeGreaterThan(0);
  });

  it('a failed proof load is silent', async () => {
    setup('/chat-management', [{ method: 'GET', path: '/admin/chat/payment-proofs/pending', status: 500, body: {}, times: 1 }]);
    await screen.findAllByTestId('chat-thread');
    expect(screen.getByTestId('chat-proofs-panel')).toBeInTheDocument();
    expect(screen.queryByText(/Gagal/)).toBeNull();
    expect(screen.queryByTestId('chat-proof')).toBeNull();
  });
});
