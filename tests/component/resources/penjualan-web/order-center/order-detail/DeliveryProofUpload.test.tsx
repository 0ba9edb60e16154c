// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb } from '@/fake-api/db';
import { optimiseImage, type OptimisedImage } from '@/image/optimiseImage';
import type { UploadFileParams } from '@/providers/storage';
import { DeliveryProofUpload } from '@/resources/penjualan-web/order-center/order-detail/DeliveryProofUpload';
import { detectShippingType } from '@/resources/penjualan-web/shared/rules/shippingType';
import type { Order } from '@/resources/penjualan-web/schemas';
import { renderWithAdmin, stubUploadFile } from '../../../../renderWithAdmin';

// Supabase Storage is configured: the delivery proof must still go to the backend's upload-file (order spec §7).
vi.mock('@/config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config')>();
  return { ...actual, config: { ...actual.config, supabaseUrl: 'https://abcd.supabase.co', supabaseAnonKey: 'anon-key' } };
});
// The real optimiser needs a browser's Worker; here it keeps the file as it is (as when optimising fails).
vi.mock('@/image/optimiseImage', () => ({ optimiseImage: vi.fn() }));
const optimise = vi.mocked(optimiseImage);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size: number) => {
  const content = new Uint8Array(size);
  content.set(PNG_SIGNATURE);
  return new File([content], name, { type: 'image/png' });
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  optimise.mockReset();
  optimise.mockImplementation(async (file: File): Promise<OptimisedImage> => ({ file, originalSize: file.size, optimizedSize: file.size, isOptimized: false, width: 800, height: 800, naturalWidth: 800, naturalHeight: 800 }));
});
afterEach(cleanup);

const setup = () => {
  const found = createSeedDb(new Date(), fakeAreas).penjualanWeb.find((o) => detectShippingType(o).type === 'GRATIS_ONGKIR');
  if (!found) throw new Error('no free-shipping order in the seed');
  const order: Order = { ...found, status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', foto_resi_url: null };
  const view = renderWithAdmin(<DeliveryProofUpload order={order} />);
  const stored = view.db.penjualanWeb.find((o) => o.id === order.id);
  if (stored) Object.assign(stored, order);
  const upload = stubUploadFile(view.dataProvider, async () => 'https://cdn.toko.test/bukti-transfer/bukti_pengiriman/a1b2.png');
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText('Foto Bukti Pengiriman') as HTMLInputElement;
  return { ...view, order, stored, upload, user, input };
};

describe('DeliveryProofUpload: up to 5 MB, to upload-file in bukti-transfer under bukti_pengiriman/ (order spec §5, §7 and §9)', () => {
  it('takes a 4 MB photo and sends it to upload-file (not Supabase) as bukti_pengiriman/<random>.<ext>, then completes the order', async () => {
    const { user, input, upload, stored } = setup();
    await user.upload(input, png('bukti.png', 4 * 1_048_576));
    const send = screen.getByRole('button', { name: 'Upload Bukti & Selesaikan' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const params = upload.mock.calls[0]?.[0] as UploadFileParams;
    expect(params.bucket).toBe('bukti-transfer');
    expect(params.path).toMatch(/^bukti_pengiriman\/[a-z0-9]{16}\.png$/);
    await waitFor(() => expect(stored?.status_pengiriman).toBe('SELESAI'));
  });

  it('uploads and records once for two clicks in the same tick (before the button is drawn disabled)', async () => {
    const { user, input, upload, stored, requests } = setup();
    await user.upload(input, png('bukti.png', 1_048_576));
    const send = screen.getByRole('button', { name: 'Upload Bukti & Selesaikan' });
    await waitFor(() => expect(send).toBeEnabled());
    act(() => {
      fireEvent.click(send);
      fireEvent.click(send);
    });
    await waitFor(() => expect(stored?.status_pengiriman).toBe('SELESAI'));
    expect(await screen.findByText('100%')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(requests.filter((request) => request.startsWith('POST ') && request.endsWith('/upload-bukti-pengiriman'))).toHaveLength(1);
  });

  it('refuses a photo over 5 MB with its own size message', async () => {
    const { user, input } = setup();
    await user.upload(input, png('besar.png', 5 * 1_048_576 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('besar.png: Ukuran file maksimal 5MB');
  });
});
