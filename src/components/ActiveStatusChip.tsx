import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { messages } from '../i18n/messages';

/** 'Aktif' / 'Non-Aktif' for a record's boolean flag. */
export const ActiveStatusChip = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  const active = Boolean(record[source]);
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={active ? messages.common.active : messages.common.inactive}
    />
  );
};
