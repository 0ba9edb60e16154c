import { describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike } from '@/api/client';
import type { AnyEndpoint } from '@/api/endpoint';
import { penjualanWebContract as contract } from '@/resources/penjualan-web/contract';
import { seedPenjualanWeb } from '@/resources/penjualan-web/fake/seed/seed';

const BASE = 'https://api.toko.test';
const order = seedPenjualanWeb(new Date('2026-11-23T00:00:00Z'))[0];
const SUMMARY = { breakdown: { total: { active: 1, completed: 2 }, chatAdmin: { active: 0, completed: 0 }, gratisOngkir: { active: 0, completed: 1 }, biteship: { active: 1, completed: 1 } }, entities: { cv: 2, pribadi: 1 } };
const TRACKING = { status: 'picked', courier_name: 'JNE', waybill_id: '0112', histories: [] };

/** What each read answers, so the client's check of the answer passes and only the request is tested. */
const answerFor = (endpoint: AnyEndpoint): unknown =>
  endpoint === contract.list
    ? [order]
    : endpoint === contract.get
      ? order
      : endpoint === contract.summary
        ? SUMMARY
        : endpoint === contract.tracking
          ? TRACKING
          : endpoint === contract.paymentSummary
            ? { pending: 1, verified: 2, total: 3 }
            : endpoint === contract.refundsOfOrder
              ? []
              : { success: true };

const REFUND = { orderId: 12, refundType: 'FULL', refundMethod: 'MANUAL_TRANSFER', refundReason: 'stok habis', refundAmount: 520000, adminNotes: 'cek' } as const;
const ITEM_REFUND = {
  orderId: 12,
  refundType: 'PARTIAL_ITEM',
  refundMethod: 'MANUAL_TRANSFER',
  refundReason: 'pecah',
  refundAmount: 124000,
  refundItems: [{ penjualanWebDetailId: 31, qtyToRefund: 2, refundAmountPerItem: 124000, reason: 'pecah' }],
  newShippingFee: 14286,
} as const;

const send = async (endpoint: AnyEndpoint, options: Record<string, unknown>) => {
  const seen: Array<{ method: string; url: string; body: unknown; authorization: string | null }> = [];
  const fetch: FetchLike = async (request) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({ method: request.method, url: request.url.slice(BASE.length), body: text ? (JSON.parse(text) as unknown) : undefined, authorization: request.headers.get('Authorization') });
    return new Response(JSON.stringify(answerFor(endpoint)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  await createApiClient({ baseUrl: BASE, fetch, getToken: () => 'tok' }).call(endpoint, options);
  return seen;
};

/** Every call of the order issue: exact method, address and body (order spec §7); a POST without a payload sends an empty JSON object. */
describe('penjualanWebContract: each call goes out exactly as the spec says, with the admin bearer', () => {
  it.each([
    ['the queue of a tab', contract.list, { query: { limit: 100, tab: 'biteship', entitas_id: 'e-cv', include_completed: true } }, 'GET', '/admin/penjualan-web?limit=100&tab=biteship&entitas_id=e-cv&include_completed=true', undefined],
    ['the history’s filters', contract.list, { query: { search: 'budi', status: 'LUNAS' } }, 'GET', '/admin/penjualan-web?search=budi&status=LUNAS', undefined],
    ['the queue summary', contract.summary, {}, 'GET', '/admin/penjualan-web/summary', undefined],
    ['one order', contract.get, { params: { id: 12 } }, 'GET', '/admin/penjualan-web/12', undefined],
    ['its tracking', contract.tracking, { params: { id: 12 } }, 'GET', '/admin/penjualan-web/12/tracking', undefined],
    ['complete from the detail', contract.complete, { params: { id: 12 }, body: { reason: '' } }, 'POST', '/admin/penjualan-web/12/selesai', { reason: '' }],
    ['complete from the Order Center', contract.complete, { params: { id: 12 }, body: { adminNotes: 'diterima' } }, 'POST', '/admin/penjualan-web/12/selesai', { adminNotes: 'diterima' }],
    ['cancel', contract.cancel, { params: { id: 12 }, body: { reason: 'stok habis' } }, 'POST', '/admin/penjualan-web/12/cancel', { reason: 'stok habis' }],
    ['free shipping starts with the no-tracking marker', contract.ship, { params: { id: 12 }, body: { nomor_resi: 'TANPA-RESI' } }, 'POST', '/admin/penjualan-web/12/kirim', { nomor_resi: 'TANPA-RESI' }],
    ['the delivery proof', contract.uploadDeliveryProof, { params: { id: 12 }, body: { bukti_pengiriman_url: 'https://x/a.webp' } }, 'POST', '/admin/penjualan-web/12/upload-bukti-pengiriman', { bukti_pengiriman_url: 'https://x/a.webp' }],
    ['a new waybill', contract.updateWaybill, { params: { id: 12 }, body: { trackingNumber: 'JP1', courierName: 'jnt', adminNotes: 'salah ketik' } }, 'PUT', '/admin/penjualan-web/12/update-resi', { trackingNumber: 'JP1', courierName: 'jnt', adminNotes: 'salah ketik' }],
    ['a Biteship order from the Order Center (empty body)', contract.createBiteshipOrder, { params: { id: 12 }, body: {} }, 'POST', '/admin/penjualan-web/12/create-biteship-order', {}],
    [
      'a Biteship order from the detail (full form)',
      contract.createBiteshipOrder,
      { params: { id: 12 }, body: { order_id: 12, customer_name: 'Budi', customer_phone: '0812', customer_address: 'Jl. A', total_price: 50000, items: [{ name: 'Semen', quantity: 2, price: 25000, weight: 50000 }] } },
      'POST',
      '/admin/penjualan-web/12/create-biteship-order',
      { order_id: 12, customer_name: 'Budi', customer_phone: '0812', customer_address: 'Jl. A', total_price: 50000, items: [{ name: 'Semen', quantity: 2, price: 25000, weight: 50000 }] },
    ],
    ['the webhook test', contract.testWebhook, { params: { id: 12 } }, 'POST', '/admin/penjualan-web/12/test-webhook', {}],
    ['a tracking refresh', contract.refreshTracking, { params: { id: 12 } }, 'POST', '/admin/penjualan-web/12/refresh-tracking', {}],
    ['auto-complete when delivered', contract.autoCompleteDelivered, { params: { id: 12 } }, 'POST', '/admin/penjualan-web/12/auto-complete-delivered', {}],
    ['cancel the courier order', contract.cancelBiteshipOrder, { params: { id: 12 }, body: { reason_code: 'others', custom_reason: 'pindah kurir' } }, 'POST', '/admin/penjualan-web/12/cancel-biteship-order', { reason_code: 'others', custom_reason: 'pindah kurir' }],
    ['verify a transfer', contract.verify, { params: { id: 12 }, body: { aksi: 'LUNAS' } }, 'POST', '/admin/penjualan-web/12/verifikasi', { aksi: 'LUNAS' }],
    ['reject a transfer', contract.verify, { params: { id: 12 }, body: { aksi: 'DIBATALKAN' } }, 'POST', '/admin/penjualan-web/12/verifikasi', { aksi: 'DIBATALKAN' }],
    ['the payment cards', contract.paymentSummary, {}, 'GET', '/admin/penjualan-web/payment-summary', undefined],
    ['a CV order’s refund', contract.refundCv, { body: REFUND }, 'POST', '/admin/refunds/cv', REFUND],
    ['a Pribadi order’s refund by item', contract.refundPribadi, { body: ITEM_REFUND }, 'POST', '/admin/refunds/pribadi', ITEM_REFUND],
    [
      'the older full refund',
      contract.legacyRefund,
      { params: { id: 12 }, body: { refundAmount: 25000, productRefund: 20000, shippingRefund: 5000, refundReason: 'x' } },
      'POST',
      '/admin/penjualan-web/12/refund',
      { refundAmount: 25000, productRefund: 20000, shippingRefund: 5000, refundReason: 'x' },
    ],
    [
      'the older item refund with the new shipping fee',
      contract.adjustRefund,
      { params: { id: 12 }, body: { items: [{ id_detail: 31, qty_refund: 2 }], reason: 'pecah', new_shipping_fee: 14286 } },
      'POST',
      '/admin/penjualan-web/12/adjust-refund',
      { items: [{ id_detail: 31, qty_refund: 2 }], reason: 'pecah', new_shipping_fee: 14286 },
    ],
    ['an order’s refund records', contract.refundsOfOrder, { params: { orderId: 12 } }, 'GET', '/admin/pending-cash/refunds/12', undefined],
    ['the refund status fix', contract.fixRefundStatuses, {}, 'POST', '/admin/pending-cash/fix-refund-statuses', {}],
  ] as const)('%s', async (_case, endpoint, options, method, url, body) => {
    expect(await send(endpoint, options)).toEqual([{ method, url, body, authorization: 'Bearer tok' }]);
  });
});
