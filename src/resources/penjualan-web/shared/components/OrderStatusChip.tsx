import { Chip } from '@mui/material';
import { orderStatusLabel, statusBadgeColor } from '../rules/history';

/** A payment or shipping status as a coloured badge (order spec §4's colours); an unknown one as sent, neutral. */
export const OrderStatusChip = ({ status, testId }: { status: string | null | undefined; testId?: string }) => (
  <Chip size="small" label={orderStatusLabel(status)} color={statusBadgeColor(status)} variant={statusBadgeColor(status) === 'default' ? 'outlined' : 'filled'} data-testid={testId} />
);
