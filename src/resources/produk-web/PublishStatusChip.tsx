import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** 'Tayang' when the product is published, else 'Draft' (spec section 2). */
export const PublishStatusChip = ({ published }: { published: boolean }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={published ? 'success' : 'default'}
      variant={published ? 'filled' : 'outlined'}
      label={translate(published ? 'app.product.published' : 'app.product.draft')}
    />
  );
};
