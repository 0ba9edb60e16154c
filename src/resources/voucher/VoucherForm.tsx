import { Box, Divider, Typography } from '@mui/material';
import { SaveButton, SimpleForm, TextInput, Toolbar, useRecordContext, type ValidateForm } from 'react-admin';
import { useCallback, type ReactNode } from 'react';
import { jakartaToday } from '../../domain/validation';
import type { Voucher } from './schemas';
import { useFormState } from 'react-hook-form';
import { RouteButton } from '../../components/RouteButton';
import { RupiahInput } from '../../components/RupiahInput';
import { IndonesianDateInput } from '../../components/date/IndonesianDateInput';
import { WholeNumberInput } from '../../components/NumberTextInput';
import { voucherDay, voucherFormErrors, type VoucherFormValues } from './rules';
import { voucherRoutes } from './routes';
import { AudienceInputs } from './AudienceInputs';
import { DiscountInputs } from './DiscountInputs';
import { StatusToggle } from './StatusToggle';
import { VoucherCodeInput } from './VoucherCodeInput';
import { voucherMessages } from './messages';
import { messages } from '../../i18n/messages';

/**
 * The voucher rules as the server applies them: on edit the stored end date is passed so an expired
 * voucher stays editable, while an end moved into the past is refused before sending.
 */
const useVoucherValidator = (): ValidateForm => {
  const record = useRecordContext<Voucher>();
  const storedEnd = record?.id !== undefined ? record.tanggal_berakhir : null;
  return useCallback(
    (values) => voucherFormErrors(values as VoucherFormValues, { today: jakartaToday(new Date()), storedEnd }) as Record<string, unknown>,
    [storedEnd],
  );
};

/** Sent once: disabled while the save is pending and after success until the list opens. */
const VoucherToolbar = ({ leaving }: { leaving: boolean }) => {
  const { isSubmitting } = useFormState();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton alwaysEnable={!leaving && !isSubmitting} disabled={leaving} />
      <RouteButton to={voucherRoutes.list()} label={messages.common.cancel} />
    </Toolbar>
  );
};

const Section = ({ title }: { title: string }) => (
  <Box sx={{ width: '100%', mt: 2 }}>
    <Typography variant="subtitle2" color="text.secondary">
      {title}
    </Typography>
    <Divider />
  </Box>
);

const Row = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>{children}</Box>
);

/** The one form body shared by add and edit; every rule of catalogue spec §5 shows on its field. */
export const VoucherForm = ({ leaving }: { leaving: boolean }) => {
  const validateVoucherForm = useVoucherValidator();
  return (
    // noValidate: the browser's own min/max/e-mail bubbles would block the spec's messages.
    <SimpleForm validate={validateVoucherForm} toolbar={<VoucherToolbar leaving={leaving} />} sx={{ maxWidth: 720 }} noValidate>
      <Row>
        <TextInput source="nama_voucher" label={voucherMessages.nama} autoFocus />
        <VoucherCodeInput />
      </Row>
      <Section title={voucherMessages.colNilai} />
      <DiscountInputs />
      <Row>
        <RupiahInput source="min_belanja" label={voucherMessages.minBelanja} helperText={voucherMessages.minBelanjaHint} />
        <WholeNumberInput source="kuota_voucher" label={voucherMessages.kuota} helperText={voucherMessages.kuotaHint} min={1} step={1} />
      </Row>
      <Section title={voucherMessages.colBerlaku} />
      <Row>
        <IndonesianDateInput source="tanggal_mulai" label={voucherMessages.tanggalMulai} format={voucherDay} />
        <IndonesianDateInput source="tanggal_berakhir" label={voucherMessages.tanggalBerakhir} format={voucherDay} />
      </Row>
      <StatusToggle />
      <AudienceInputs />
    </SimpleForm>
  );
};
