import { Box } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { DeleteWithConfirmButton, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../../api/errors';
import type { WebProduct } from './schemas';
import { RouteButton } from '../../components/RouteButton';
import { messages } from '../../i18n/messages';
import { produkWebRoutes } from './routes';

/** Edit link and a confirmed, pessimistic delete: the row only goes once the server agreed. */
export const ProductRowActions = ({ product }: { product: WebProduct }) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <RouteButton to={produkWebRoutes.edit(product.id)} label={translate('app.common.edit')} icon={<EditIcon />} />
      <DeleteWithConfirmButton
        record={product}
        mutationMode="pessimistic"
        confirmTitle={translate('app.product.deleteConfirmTitle', { name: product.judul })}
        confirmContent="app.product.deleteConfirm"
        mutationOptions={{
          onSuccess: () => notify('app.product.deleted', { type: 'success' }),
          onError: (error: unknown) => notify(errorMessage(error, messages.product.deleteFailed), { type: 'error' }),
        }}
        redirect={false}
      />
    </Box>
  );
};
