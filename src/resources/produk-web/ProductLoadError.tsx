import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useEditContext } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { RouteButton } from '../../components/RouteButton';
import { messages } from '../../i18n/messages';
import { produkWebRoutes } from './routes';
import { produkWebMessages } from './messages';

/** The edit page when the product cannot be loaded: the spec's text, the server's detail, retry and back. */
export const ProductLoadError = () => {
  const { error, refetch, isFetching } = useEditContext();
  const detail = errorMessage(error, produkWebMessages.getFailed);
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        data-testid="product-load-error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            {messages.common.retry}
          </Button>
        }
      >
        <AlertTitle>{produkWebMessages.editLoadFailed}</AlertTitle>
        {detail !== produkWebMessages.editLoadFailed && detail}
      </Alert>
      <Box sx={{ mt: 2 }}>
        <RouteButton to={produkWebRoutes.list()} label={produkWebMessages.backToList} icon={<ArrowBackIcon />} />
      </Box>
    </Box>
  );
};
