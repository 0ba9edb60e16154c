import { Alert, Button } from '@mui/material';
import { useListContext } from 'react-admin';
import { errorMessage } from '../api/errors';
import { messages } from '../i18n/messages';

/** A list that failed to load: the server's message (or the spec's fallback) and 'Coba Lagi'. */
export const ListError = ({ fallback }: { fallback: string }) => {
  const { error, refetch, isFetching } = useListContext();
  return (
    <Alert
      severity="error"
      data-testid="list-error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => refetch()} disabled={isFetching}>
          {messages.common.retry}
        </Button>
      }
    >
      {errorMessage(error, fallback)}
    </Alert>
  );
};
