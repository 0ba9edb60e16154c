import { Box, Divider, Typography } from '@mui/material';
import { DateInput, NumberInput, SaveButton, SimpleForm, TextInput, Toolbar, useTranslate, type ValidateForm } from 'react-admin';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { RouteButton } from '../../components/RouteButton';
import { RupiahInput } from '../../components/RupiahInput';
import { voucherDay, voucherFormErrors, type VoucherFormValues } from './rules';
import { voucherRoutes } from './routes';
import { AudienceInputs } from './AudienceInputs';
import { DiscountInputs } from './DiscountInputs';
import { StatusToggle } from './StatusToggle';
import { VoucherCodeInput } from './VoucherCodeInput';

const validateVoucherForm: ValidateForm = (values) => voucherFormErrors(values as VoucherFormValues);

/** Sent once: disabled while the save is pending and after success until the list opens. */
const VoucherToolbar = ({ leaving }: { leaving: boolean }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton alwaysEnable={!leaving && !isSubmitting} disabled={leaving} />
      <RouteButton to={voucherRoutes.list()} label={translate('app.common.cancel')} />
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

/** The one form body shared by add and edit; every rule of spec section 5 shows on its field. */
export const VoucherForm = ({ leaving }: { leaving: boolean }) => {
  const translate = useTranslate();
  return (
    // noValidate: the browser's own min/max/e-mail bubbles would block the spec's messages.
    <SimpleForm validate={validateVoucherForm} toolbar={<VoucherToolbar leaving={leaving} />} sx={{ maxWidth: 720 }} noValidate>
      <Row>
        <TextInput source="nama_voucher" label={translate('app.voucher.nama')} autoFocus />
        <VoucherCodeInput />
      </Row>
      <Section title={translate('app.voucher.colNilai')} />
      <DiscountInputs />
      <Row>
        <RupiahInput source="min_belanja" label={translate('app.voucher.minBelanja')} helperText={translate('app.voucher.minBelanjaHint')} />
        <NumberInput source="kuota_voucher" label={translate('app.voucher.kuota')} helperText={translate('app.voucher.kuotaHint')} min={1} step={1} />
      </Row>
      <Section title={translate('app.voucher.colBerlaku')} />
      <Row>
        <DateInput source="tanggal_mulai" label={translate('app.voucher.tanggalMulai')} format={voucherDay} />
        <DateInput source="tanggal_berakhir" label={translate('app.voucher.tanggalBerakhir')} format={voucherDay} />
      </Row>
      <StatusToggle />
      <AudienceInputs />
    </SimpleForm>
  );
};
