import { Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useListContext, useTranslate } from 'react-admin';

/** The voucher table's 'Refresh' button (spec section 2): reloads the list from the server. */
export const RefreshListButton = () => {
  const translate = useTranslate();
  const { refetch, isFetching } = useListContext();
  return (
    <Button size="small" startIcon={<RefreshIcon />} onClick={() => refetch()} disabled={isFetching}>
      {translate('app.voucher.refresh')}
    </Button>
  );
};
