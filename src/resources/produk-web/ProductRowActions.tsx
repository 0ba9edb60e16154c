import { Box } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { DeleteWithConfirmButton, useNotify } from 'react-admin';
import { errorMessage } from '../../api/errors';
import type { WebProduct } from './schemas';
import { RouteButton } from '../../components/RouteButton';
import { messages } from '../../i18n/messages';
import { produkWebRoutes } from './routes';
import { format } from '../../i18n/format';
import { produkWebMessages } from './messages';

/** Edit link and a confirmed, pessimistic delete: the row only goes once the server agreed. */
export const ProductRowActions = ({ product }: { product: WebProduct }) => {
  const notify = useNotify();
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <RouteButton to={produkWebRoutes.edit(product.id)} label={messages.common.edit} icon={<EditIcon />} />
      <DeleteWithConfirmButton
        record={product}
        mutationMode="pessimistic"
        confirmTitle={format(produkWebMessages.deleteConfirmTitle, { name: product.judul })}
        confirmContent={produkWebMessages.deleteConfirm}
        mutationOptions={{
          onSuccess: () => notify(produkWebMessages.deleted, { type: 'success' }),
          onError: (error: unknown) => notify(errorMessage(error, produkWebMessages.deleteFailed), { type: 'error' }),
        }}
        redirect={false}
      />
    </Box>
  );
};
