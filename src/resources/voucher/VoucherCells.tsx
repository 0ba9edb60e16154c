import { Chip, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Voucher } from './schemas';
import { formatDate, formatNumber, formatRupiah } from '../../domain/format';
import { formatVoucherValue, voucherPeriod } from './rules';
import { format } from '../../i18n/format';
import { voucherMessages } from './messages';
import { LongText } from '../../components/LongText';

/** The cells of the voucher table that need more than the raw field. */

const Caption = ({ children, color = 'text.secondary' }: { children: string; color?: string }) => (
  <Typography variant="caption" color={color} component="div" title={children} sx={{ maxWidth: 130, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
    {children}
  </Typography>
);

/** 'PERSEN' or 'NOMINAL', with PUBLIC, or PRIVATE and whom it is for. */
export const TipeCell = () => {
  const voucher = useRecordContext<Voucher>();
  if (!voucher) return null;
  return (
    <>
      <Typography variant="body2">{voucher.tipe_diskon}</Typography>
      {voucher.voucher_type === 'PRIVATE' && voucher.customer_email ? (
        // The address is the point of a private voucher, so it wraps (three lines, whole on hover) rather
        // than being cut to its first letters.
        <LongText
          text={format(voucherMessages.privateFor, { email: voucher.customer_email.email })}
          variant="caption"
          color="text.secondary"
          lines={3}
          sx={{ width: 'max-content', maxWidth: 110 }}
        />
      ) : (
        <Caption>{voucher.voucher_type}</Caption>
      )}
    </>
  );
};

/** '10%' (and its cap, if any) or 'Rp25.000'. */
export const NilaiCell = () => {
  const voucher = useRecordContext<Voucher>();
  if (!voucher) return null;
  const cap = voucher.tipe_diskon === 'PERSEN' && voucher.nominal_diskon_maks ? voucher.nominal_diskon_maks : null;
  return (
    <>
      <Typography variant="body2">{formatVoucherValue(voucher)}</Typography>
      {cap !== null && <Caption>{format(voucherMessages.maxCap, { amount: formatRupiah(cap) })}</Caption>}
    </>
  );
};

export const MinBelanjaCell = () => {
  const voucher = useRecordContext<Voucher>();
  return voucher ? <Typography variant="body2">{formatRupiah(voucher.min_belanja)}</Typography> : null;
};

/** Start and end dates (Jakarta), flagged when the period is over or has not begun. */
export const BerlakuCell = () => {
  const voucher = useRecordContext<Voucher>();
  if (!voucher) return null;
  const period = voucherPeriod(voucher, new Date());
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(voucher.tanggal_mulai)} –
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(voucher.tanggal_berakhir)}
      </Typography>
      {period === 'expired' && <Caption color="error.main">{voucherMessages.expired}</Caption>}
      {period === 'upcoming' && <Caption color="info.main">{voucherMessages.notStarted}</Caption>}
    </>
  );
};

export const KuotaCell = () => {
  const voucher = useRecordContext<Voucher>();
  if (!voucher) return null;
  return <Typography variant="body2">{voucher.kuota_voucher === null ? voucherMessages.unlimited : formatNumber(voucher.kuota_voucher)}</Typography>;
};

export const StatusCell = () => {
  const voucher = useRecordContext<Voucher>();
  if (!voucher) return null;
  const active = voucher.status === 'AKTIF';
  return <Chip size="small" color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} label={voucher.status} />;
};
