import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box } from '@mui/material';
import { useEditContext } from 'react-admin';
import { RouteButton } from '../../components/RouteButton';
import { produkWebRoutes } from './routes';
import { produkWebMessages } from './messages';
import { RetryAlert } from '../../components/RetryAlert';

/** The edit page when the product cannot be loaded: the spec's text, the server's detail, retry and back. */
export const ProdukWebLoadError = () => {
  const { error, refetch, isFetching } = useEditContext();
  return (
    <Box sx={{ p: 2 }}>
      <RetryAlert
        error={error}
        fallback={produkWebMessages.getFailed}
        title={produkWebMessages.editLoadFailed}
        onRetry={refetch}
        retrying={isFetching}
        testId="product-load-error"
      />
      <Box sx={{ mt: 2 }}>
        <RouteButton to={produkWebRoutes.list()} label={produkWebMessages.backToList} icon={<ArrowBackIcon />} />
      </Box>
    </Box>
  );
};
