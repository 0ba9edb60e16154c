import { useRecordContext } from 'react-admin';
import { DeleteRecordButton } from '../../components/DeleteRecordButton';
import { format } from '../../i18n/format';
import { voucherMessages } from './messages';
import type { Voucher } from './schemas';

/** Permanent delete after confirmation (the one delete flow). */
export const DeleteVoucherButton = () => {
  const voucher = useRecordContext<Voucher>();
  if (!voucher) return null;
  return (
    <DeleteRecordButton
      resource="voucher"
      record={voucher}
      title={format(voucherMessages.deleteConfirmTitle, { kode: voucher.kode_voucher })}
      content={voucherMessages.deleteConfirm}
      messages={voucherMessages}
    />
  );
};
