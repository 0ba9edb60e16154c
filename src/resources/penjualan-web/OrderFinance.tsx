import { Box, Typography } from '@mui/material';
import { formatRupiah } from '../../domain/format';
import { penjualanWebMessages } from './messages';
import type { Order } from './schemas';

const m = penjualanWebMessages.detail;

type FinanceFields = Pick<Order, 'total_harga_barang' | 'ongkir' | 'biaya_admin' | 'total_diskon_dari_voucher' | 'cashback_dipakai' | 'total_akhir' | 'metode_pembayaran'>;

/** The financial breakdown of an order: goods, shipping, fees and discounts down to what the customer paid. */
export const OrderFinance = ({ order }: { order: FinanceFields }) => {
  const rows: ReadonlyArray<[string, number, boolean]> = [
    [m.goods, Number(order.total_harga_barang), true],
    [m.shippingCost, Number(order.ongkir), true],
    [m.adminFee, Number(order.biaya_admin), Number(order.biaya_admin) !== 0],
    [m.voucher, -Number(order.total_diskon_dari_voucher), Number(order.total_diskon_dari_voucher) !== 0],
    [m.cashback, -Number(order.cashback_dipakai), Number(order.cashback_dipakai) !== 0],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }} data-testid="order-finance">
      {rows
        .filter(([, , shown]) => shown)
        .map(([label, amount]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {formatRupiah(amount)}
            </Typography>
          </Box>
        ))}
      <Typography component="dt" sx={{ fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 0.5, mt: 0.5 }}>
        {m.total}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mt: 0.5, pt: 0.5, borderTop: 1, borderColor: 'divider', textAlign: 'right', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="order-total">
        {formatRupiah(order.total_akhir)}
      </Typography>
      <Typography component="dt" color="text.secondary">
        {m.paymentMethod}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
        {order.metode_pembayaran === 'PAYMENT_GATEWAY' ? 'Payment Gateway' : 'Transfer Manual'}
      </Typography>
    </Box>
  );
};
