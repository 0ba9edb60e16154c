import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** 'Aktif' / 'Non-Aktif' for a record's boolean flag. */
export const ActiveStatusChip = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const active = Boolean(record[source]);
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={translate(active ? 'app.common.active' : 'app.common.inactive')}
    />
  );
};
