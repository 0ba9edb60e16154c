import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { voucherMessages } from './messages';

/** PUBLIC for everyone, or PRIVATE for one customer, whose e-mail is then required (catalogue spec §2). */
export const AudienceInputs = () => {
  const audience = useWatch({ name: 'voucher_type' }) as string | undefined;
  return (
    <>
      <RadioButtonGroupInput
        source="voucher_type"
        label={voucherMessages.voucherType}
        choices={[
          { id: 'PUBLIC', name: `${voucherMessages.public}: ${voucherMessages.publicHint}` },
          { id: 'PRIVATE', name: `${voucherMessages.private}: ${voucherMessages.privateHint}` },
        ]}
        helperText={false}
      />
      {audience === 'PRIVATE' && (
        <TextInput
          source="customer_email.email"
          type="email"
          label={voucherMessages.customerEmail}
          helperText={voucherMessages.customerEmailHint}
        />
      )}
    </>
  );
};
