import { Chip } from '@mui/material';
import { produkWebMessages } from './messages';

/** 'Tayang' when the product is published, else 'Draft' (catalogue spec §2). */
export const PublishStatusChip = ({ published }: { published: boolean }) => {
  return (
    <Chip
      size="small"
      color={published ? 'success' : 'default'}
      variant={published ? 'filled' : 'outlined'}
      label={published ? produkWebMessages.published : produkWebMessages.draft}
    />
  );
};
