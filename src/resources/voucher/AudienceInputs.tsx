import { RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** PUBLIC for everyone, or PRIVATE for one customer, whose e-mail is then required (spec section 2). */
export const AudienceInputs = () => {
  const translate = useTranslate();
  const audience = useWatch({ name: 'voucher_type' }) as string | undefined;
  return (
    <>
      <RadioButtonGroupInput
        source="voucher_type"
        label={translate('app.voucher.voucherType')}
        choices={[
          { id: 'PUBLIC', name: `${translate('app.voucher.public')}: ${translate('app.voucher.publicHint')}` },
          { id: 'PRIVATE', name: `${translate('app.voucher.private')}: ${translate('app.voucher.privateHint')}` },
        ]}
        helperText={false}
      />
      {audience === 'PRIVATE' && (
        <TextInput
          source="customer_email.email"
          type="email"
          label={translate('app.voucher.customerEmail')}
          helperText={translate('app.voucher.customerEmailHint')}
        />
      )}
    </>
  );
};
