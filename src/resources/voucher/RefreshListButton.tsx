import { Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useListContext } from 'react-admin';
import { voucherMessages } from './messages';

/** The voucher table's 'Refresh' button (catalogue spec §2): reloads the list from the server. */
export const RefreshListButton = () => {
  const { refetch, isFetching } = useListContext();
  return (
    <Button size="small" startIcon={<RefreshIcon />} onClick={() => refetch()} disabled={isFetching}>
      {voucherMessages.refresh}
    </Button>
  );
};
