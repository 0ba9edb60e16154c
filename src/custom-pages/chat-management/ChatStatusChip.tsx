import { Chip } from '@mui/material';
import { chatStatusColor, chatStatusLabel } from './rules';
import type { ChatStatus } from './schemas';

/** A thread's status badge (operations spec §4: ACTIVE, PENDING, CLOSED). */
export const ChatStatusChip = ({ status }: { status: ChatStatus }) => (
  <Chip size="small" label={chatStatusLabel(status)} color={chatStatusColor(status)} variant={status === 'CLOSED' ? 'outlined' : 'filled'} data-testid="chat-status" data-status={status} />
);
