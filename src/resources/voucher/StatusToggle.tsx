import { BooleanInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { VoucherStatus } from './schemas';
import { voucherMessages } from './messages';

const toChecked = (status: VoucherStatus | null | undefined): boolean => status !== 'NONAKTIF';
const toStatus = (checked: boolean): VoucherStatus => (checked ? 'AKTIF' : 'NONAKTIF');

/** The AKTIF/NONAKTIF status as a switch, naming the status it stands at. */
export const StatusToggle = () => {
  const status = useWatch({ name: 'status' }) as VoucherStatus | undefined;
  return (
    <BooleanInput
      source="status"
      format={toChecked}
      parse={toStatus}
      label={`${voucherMessages.status}: ${toChecked(status) ? voucherMessages.statusAktif : voucherMessages.statusNonaktif}`}
      helperText={false}
    />
  );
};
