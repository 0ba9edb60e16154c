import { Box } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useRecordContext } from 'react-admin';
import type { Voucher } from './schemas';
import { RouteButton } from '../../components/RouteButton';
import { voucherRoutes } from './routes';
import { DeactivateVoucherButton } from './DeactivateVoucherButton';
import { DeleteVoucherButton } from './DeleteVoucherButton';
import { messages } from '../../i18n/messages';

/**
 * Edit, deactivate (AKTIF only) and permanent delete, the destructive ones confirmed first. All three are
 * icons named by their label (tooltip and accessible name): a text 'Edit' made the desktop table too wide
 * for 1280 px with the sidebar open, cutting the actions off.
 */
export const VoucherRowActions = () => {
  const voucher = useRecordContext<Voucher>();
  if (!voucher) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0, justifyContent: 'flex-end', alignItems: 'center', whiteSpace: 'nowrap', '& .MuiIconButton-root': { p: 0.5 } }}>
      <RouteButton to={voucherRoutes.edit(voucher.id)} label={messages.common.edit} icon={<EditIcon />} iconOnly />
      <DeactivateVoucherButton />
      <DeleteVoucherButton />
    </Box>
  );
};
