import { useState } from 'react';
import { Alert, Button, Card, CardContent, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Form, required, SelectInput, TextInput } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { RetryAlert } from '../../components/RetryAlert';
import { RupiahInput } from '../../components/RupiahInput';
import { IndonesianDateInput } from '../../components/date/IndonesianDateInput';
import { dateError } from '../../domain/validation';
import { format } from '../../i18n/format';
import { useNotificationUsers, useSendNotification } from './hooks';
import { notificationsMessages as m } from './messages';
import { activeUserIds, buildSendRequest, defaultSendValues, type SendFormValues } from './rules';
import { NOTIFICATION_TYPES, ORDER_STATUSES, PAYMENT_STATUSES, SEND_KINDS, type NotificationUser, type SendKind } from './schemas';
import { NotificationUserInput } from './NotificationUserInput';

const f = m.fields;
const typeChoices = NOTIFICATION_TYPES.map((type) => ({ id: type, name: m.types[type] }));
const orderChoices = ORDER_STATUSES.map((status) => ({ id: status, name: m.orderStatuses[status] }));
const paymentChoices = PAYMENT_STATUSES.map((status) => ({ id: status, name: m.paymentStatuses[status] }));

// Each form starts on a choice; marking the selects required only keeps react-admin's empty choice away.
const chosen = required();

const common = { fullWidth: true, size: 'small', margin: 'none', helperText: false } as const;

/** An optional date: empty is fine (sent as null), anything typed must be a day. */
const optionalDate = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? (dateError(value, f.expiresAt) ?? undefined) : undefined);

const SendButton = ({ pending }: { pending: boolean }) => {
  const { isSubmitting } = useFormState();
  const busy = pending || isSubmitting;
  return (
    <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SendIcon />} sx={{ alignSelf: 'flex-start' }}>
      {busy ? m.sending : m.send}
    </Button>
  );
};

/** The fields each form shows (operations spec §2 and §7). */
const Fields = ({ kind, users, loadingUsers }: { kind: SendKind; users: readonly NotificationUser[]; loadingUsers: boolean }) => {
  const user = <NotificationUserInput users={users} loading={loadingUsers} />;
  const order = <TextInput source="orderId" label={f.orderId} {...common} />;
  switch (kind) {
    case 'custom':
      return (
        <>
          {user}
          <SelectInput source="type" label={f.type} choices={typeChoices} {...common} validate={chosen} />
          <TextInput source="title" label={f.title} {...common} />
          <TextInput source="message" label={f.message} multiline minRows={3} {...common} />
          <TextInput source="actionLabel" label={f.actionLabel} {...common} />
          <TextInput source="actionUrl" label={f.actionUrl} {...common} />
        </>
      );
    case 'promo':
      return (
        <>
          <Alert severity="info" data-testid="notifications-promo-audience">
            {format(m.promoAudience, { count: activeUserIds(users).length })}
          </Alert>
          <TextInput source="title" label={f.title} {...common} />
          <TextInput source="message" label={f.message} multiline minRows={3} {...common} />
          <TextInput source="promoCode" label={f.promoCode} {...common} />
          <IndonesianDateInput source="expiresAt" label={f.expiresAt} validate={optionalDate} fullWidth />
        </>
      );
    case 'order_status':
      return (
        <>
          {order}
          {user}
          <SelectInput source="status" label={f.status} choices={orderChoices} {...common} validate={chosen} />
          <TextInput source="message" label={f.orderMessage} multiline minRows={2} {...common} />
        </>
      );
    case 'payment':
      return (
        <>
          {order}
          {user}
          <RupiahInput source="amount" label={f.amount} fullWidth size="small" helperText={false} />
          <SelectInput source="status" label={f.status} choices={paymentChoices} {...common} validate={chosen} />
        </>
      );
    case 'shipping':
      return (
        <>
          {order}
          {user}
          <TextInput source="trackingNumber" label={f.trackingNumber} {...common} />
          <SelectInput source="status" label={f.status} choices={orderChoices} {...common} validate={chosen} />
        </>
      );
    case 'cashback':
      return (
        <>
          {user}
          <RupiahInput source="amount" label={f.amount} fullWidth size="small" helperText={false} />
          <TextInput source="source" label={f.source} {...common} />
        </>
      );
  }
};

/**
 * The send forms: choose a kind, fill its fields, send. No client rules beyond readable numbers and
 * dates (operations spec §5); the server says what is missing. Empty optional fields go as null.
 */
export const NotificationsSendTab = ({ kind, onKind }: { kind: SendKind; onKind: (kind: SendKind) => void }) => {
  const users = useNotificationUsers();
  const list = users.data ?? [];
  const mutation = useSendNotification(list);
  // A new form after each success: the next notification starts empty.
  const [round, setRound] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    try {
      const result = await mutation.runAsync(buildSendRequest(kind, values as SendFormValues, list));
      if (result !== undefined) setRound((n) => n + 1);
    } catch {
      // Told by the mutation's own error text; the form keeps what was typed.
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <TextField
            select
            label={m.kindLabel}
            value={kind}
            onChange={(event) => onKind(event.target.value as SendKind)}
            size="small"
            fullWidth
            disabled={mutation.isPending}
            slotProps={{ htmlInput: { 'data-testid': 'notifications-kind' } }}
          >
            {SEND_KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {m.kinds[value]}
              </MenuItem>
            ))}
          </TextField>
          {users.isError && (
            <RetryAlert error={users.error} fallback={m.usersFailed} onRetry={() => users.refetch()} retrying={users.isFetching} testId="notifications-users-error" />
          )}
          <Form key={`${kind}-${round}`} defaultValues={defaultSendValues(kind)} onSubmit={submit} noValidate>
            <Stack spacing={2} data-testid={`notifications-form-${kind}`}>
              <Fields kind={kind} users={list} loadingUsers={users.isPending} />
              <SendButton pending={mutation.isPending} />
            </Stack>
          </Form>
        </Stack>
      </CardContent>
    </Card>
  );
};
