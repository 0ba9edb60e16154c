import { Create } from 'react-admin';
import type { VoucherFormValues } from './rules';
import { REDIRECT_AFTER_SAVE_MS, useSaveFeedback } from '../../components/useSaveFeedback';
import { voucherFeedback } from './voucherFeedback';
import { VoucherForm } from './VoucherForm';
import { voucherMessages } from './messages';

/** A new voucher starts as an active PUBLIC percent voucher with no minimum spend and no quota. */
const NEW_VOUCHER: VoucherFormValues = {
  nama_voucher: '',
  kode_voucher: '',
  tipe_diskon: 'PERSEN',
  nilai_diskon: null,
  nominal_diskon_maks: null,
  min_belanja: 0,
  kuota_voucher: null,
  tanggal_mulai: '',
  tanggal_berakhir: '',
  status: 'AKTIF',
  voucher_type: 'PUBLIC',
  customer_email: null,
};

export const VoucherCreate = () => {
  const { createMutationOptions, leaving } = useSaveFeedback('voucher', voucherFeedback, { redirectAfterMs: REDIRECT_AFTER_SAVE_MS });
  return (
    <Create title={voucherMessages.createTitle} record={NEW_VOUCHER} mutationOptions={createMutationOptions} redirect={false}>
      <VoucherForm leaving={leaving} />
    </Create>
  );
};
