import { useMemo } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useInput } from 'react-admin';
import { notificationsMessages as m } from './messages';
import { isActiveUser } from './rules';
import type { NotificationUser } from './schemas';

const label = (user: NotificationUser) => `${user.name} (${user.email})`;

/**
 * The customer a notification goes to (GET /admin/notifications/users): a search over name and email
 * among active customers, storing the user's id.
 */
export const NotificationUserInput = ({ users, loading }: { users: readonly NotificationUser[]; loading: boolean }) => {
  const { field, fieldState, id } = useInput({ source: 'userId', defaultValue: null });
  const options = useMemo(() => users.filter(isActiveUser), [users]);
  const selected = options.find((user) => String(user.id) === String(field.value)) ?? null;
  return (
    <Autocomplete
      id={id}
      options={options}
      value={selected}
      onChange={(_, user) => field.onChange(user ? user.id : null)}
      onBlur={field.onBlur}
      getOptionLabel={label}
      getOptionKey={(user) => String(user.id)}
      isOptionEqualToValue={(option, value) => String(option.id) === String(value.id)}
      loading={loading}
      loadingText={m.usersLoading}
      noOptionsText={m.noUsers}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={m.fields.user}
          placeholder={m.fields.userSearch}
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
          size="small"
        />
      )}
    />
  );
};
