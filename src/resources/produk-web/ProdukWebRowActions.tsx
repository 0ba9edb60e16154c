import { Box } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { DeleteRecordButton } from '../../components/DeleteRecordButton';
import type { WebProduct } from './schemas';
import { RouteButton } from '../../components/RouteButton';
import { messages } from '../../i18n/messages';
import { produkWebRoutes } from './routes';
import { format } from '../../i18n/format';
import { produkWebMessages } from './messages';

/** Edit link and a confirmed, pessimistic delete: the row only goes once the server agreed. */
export const ProdukWebRowActions = ({ product, compact = false }: { product: WebProduct; compact?: boolean }) => {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <RouteButton to={produkWebRoutes.edit(product.id)} label={messages.common.edit} icon={<EditIcon />} iconOnly={compact} />
      <DeleteRecordButton
        resource="produk-web"
        record={product}
        title={format(produkWebMessages.deleteConfirmTitle, { name: product.judul })}
        content={produkWebMessages.deleteConfirm}
        messages={produkWebMessages}
      />
    </Box>
  );
};
