import { Alert, Box, Stack, Typography } from '@mui/material';
import { BooleanInput, Form, SaveButton, useNotify, type ValidateForm } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { errorMessage } from '../../api/errors';
import type { CashbackSettings } from './schemas';
import { PercentInput } from '../../components/PercentInput';
import { RupiahInput } from '../../components/RupiahInput';
import { CASHBACK_MAX_STEP, CASHBACK_PERCENT_STEP, cashbackFormErrors, toCashbackPayload, type CashbackFormValues } from './rules';
import { cashbackSettingsMessages } from './messages';

const validateCashbackForm: ValidateForm = (values) => cashbackFormErrors(values as CashbackFormValues);

const ActiveHint = () => {
  const aktif = Boolean(useWatch({ name: 'aktif' }));
  return (
    <Typography variant="body2" color={aktif ? 'success.main' : 'text.secondary'} sx={{ mt: -1, mb: 1 }}>
      {aktif ? cashbackSettingsMessages.aktifOn : cashbackSettingsMessages.aktifOff}
    </Typography>
  );
};

/** Enabled unless a save is running; react-hook-form keeps it submitting until the server answers. */
const SaveCashbackButton = () => {
  const { isSubmitting } = useFormState();
  return <SaveButton alwaysEnable={!isSubmitting} />;
};

interface CashbackSettingsFormProps {
  /** What the server holds, or null when the programme was never saved. */
  settings: CashbackSettings | null;
  /** Resolves to what was stored; undefined when a save was already running (nothing sent). */
  save: (settings: CashbackSettings) => Promise<CashbackSettings | undefined>;
}

/** Percent (0-100, step 0.1), maximum per order (from Rp0, step Rp1.000) and the on/off switch. */
export const CashbackSettingsForm = ({ settings, save }: CashbackSettingsFormProps) => {
  const notify = useNotify();
  const record: CashbackFormValues = settings ?? { persen_cashback: null, maksimal_cashback_per_order: null, aktif: false };

  const submit = async (values: CashbackFormValues) => {
    try {
      // The guarded save ignores a second click while the first is running (undefined: nothing sent).
      if ((await save(toCashbackPayload(values))) !== undefined) notify(cashbackSettingsMessages.saved, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error, cashbackSettingsMessages.saveFailed), { type: 'error' });
    }
  };

  return (
    // noValidate: the browser's own min/max/step bubbles would block the spec's messages.
    <Form record={record} onSubmit={submit} validate={validateCashbackForm} noValidate warnWhenUnsavedChanges>
      <Stack spacing={1} sx={{ maxWidth: 480 }}>
        {!settings && <Alert severity="info">{cashbackSettingsMessages.notSetYet}</Alert>}
        <PercentInput
          source="persen_cashback"
          label={cashbackSettingsMessages.persen}
          helperText={cashbackSettingsMessages.persenHint}
          min={0}
          max={100}
          step={CASHBACK_PERCENT_STEP}
        />
        <RupiahInput
          source="maksimal_cashback_per_order"
          label={cashbackSettingsMessages.maksimal}
          helperText={cashbackSettingsMessages.maksimalHint}
          step={CASHBACK_MAX_STEP}
        />
        <BooleanInput source="aktif" label={cashbackSettingsMessages.aktif} helperText={false} />
        <ActiveHint />
        <Box>
          <SaveCashbackButton />
        </Box>
      </Stack>
    </Form>
  );
};
