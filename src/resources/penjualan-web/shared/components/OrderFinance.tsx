import { Box, Typography } from '@mui/material';
import { formatRupiah } from '../../../../domain/format';
import { penjualanWebMessages } from '../messages';
import type { Order } from '../../schemas';

const d = penjualanWebMessages.detail;
const p = penjualanWebMessages.payment;

type FinanceFields = Pick<Order, 'total_harga_barang' | 'ongkir' | 'biaya_admin' | 'total_diskon_dari_voucher' | 'cashback_dipakai' | 'total_akhir' | 'metode_pembayaran'>;

/**
 * How each screen words the breakdown: the order screens' finance panel, and the payment detail's
 * summary (spec: subtotal, shipping, voucher discount, total; the voucher line always shown there).
 */
const VARIANTS = {
  order: { testId: 'order-finance', totalTestId: 'order-total', goods: d.goods, shipping: d.shippingCost, adminFee: d.adminFee, voucher: d.voucher, cashback: d.cashback, total: d.total, voucherAlways: false, method: true },
  payment: { testId: 'payment-summary', totalTestId: 'payment-summary-total', goods: p.subtotal, shipping: p.shipping, adminFee: p.adminFee, voucher: p.voucher, cashback: p.cashback, total: p.total, voucherAlways: true, method: false },
} as const;

/** The financial breakdown of an order: goods, shipping, fees and discounts down to what the customer paid. */
export const OrderFinance = ({ order, variant = 'order' }: { order: FinanceFields; variant?: keyof typeof VARIANTS }) => {
  const v = VARIANTS[variant];
  const rows: ReadonlyArray<[key: string, label: string, amount: number, shown: boolean]> = [
    ['subtotal', v.goods, Number(order.total_harga_barang), true],
    ['shipping', v.shipping, Number(order.ongkir), true],
    ['admin-fee', v.adminFee, Number(order.biaya_admin), Number(order.biaya_admin) !== 0],
    ['voucher', v.voucher, -Number(order.total_diskon_dari_voucher), v.voucherAlways || Number(order.total_diskon_dari_voucher) !== 0],
    ['cashback', v.cashback, -Number(order.cashback_dipakai), Number(order.cashback_dipakai) !== 0],
  ];
  // The space between label and amount is the amount's own padding, not a column gap, so the rule
  // above the total runs unbroken across both columns.
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, m: 0, '& > dd, & > * > dd': { pl: 2 } }} data-testid={v.testId}>
      {rows
        .filter(([, , , shown]) => shown)
        .map(([key, label, amount]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid={`${v.testId}-${key}`}>
              {formatRupiah(amount)}
            </Typography>
          </Box>
        ))}
      <Typography component="dt" sx={{ fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 0.5, mt: 0.5 }}>
        {v.total}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, mt: 0.5, pt: 0.5, borderTop: 1, borderColor: 'divider', textAlign: 'right', fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        data-testid={v.totalTestId}
      >
        {formatRupiah(order.total_akhir)}
      </Typography>
      {v.method && (
        <>
          <Typography component="dt" color="text.secondary">
            {d.paymentMethod}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {order.metode_pembayaran === 'PAYMENT_GATEWAY' ? 'Payment Gateway' : 'Transfer Manual'}
          </Typography>
        </>
      )}
    </Box>
  );
};
