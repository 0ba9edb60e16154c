import { Box, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { RouteButton } from './RouteButton';

/** A list with nothing in it yet: the spec's empty text and a link to add the first record. */
export const EmptyState = ({ message, actionLabel, to, testId }: { message: string; actionLabel: string; to: string; testId?: string }) => (
  <Box sx={{ textAlign: 'center', py: 6, width: '100%' }} data-testid={testId}>
    <Typography variant="h6" gutterBottom>
      {message}
    </Typography>
    <RouteButton to={to} label={actionLabel} icon={<AddIcon />} variant="contained" />
  </Box>
);
