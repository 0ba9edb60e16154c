import { Edit } from 'react-admin';
import { REDIRECT_AFTER_SAVE_MS, useSaveFeedback } from '../../components/useSaveFeedback';
import { voucherFeedback } from './voucherFeedback';
import { VoucherForm } from './VoucherForm';
import { voucherMessages } from './messages';

/** Pessimistic: a failed save leaves the form exactly as typed, with the server's error. */
export const VoucherEdit = () => {
  const { editMutationOptions, editQueryOptions, leaving } = useSaveFeedback('voucher', voucherFeedback, {
    redirectAfterMs: REDIRECT_AFTER_SAVE_MS,
  });
  return (
    <Edit
      title={voucherMessages.editTitle}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={editMutationOptions}
      queryOptions={editQueryOptions}
    >
      <VoucherForm leaving={leaving} />
    </Edit>
  );
};
