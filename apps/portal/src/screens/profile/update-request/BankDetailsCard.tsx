import { BANK_PROFILE_FIELDS } from '@pod-portal/domain';
import { Card } from '@pod-portal/ui';
import type { CurrentUser } from '../../../api/current-user.ts';
import { BankDetailsFields } from '../../../forms/BankDetailsFields.tsx';
import type { BankFieldNames } from '../../../forms/bank-fields.ts';
import type { SchemaForm } from '../../../forms/use-schema-form.ts';
import { maskedNumberNote } from './masked-number-note.ts';
import type { UpdateRequestForm } from './update-request-form.ts';

/** The request keeps each bank detail under the profile's (bankInfo's) name. */
const BANK_INFO_NAMES: BankFieldNames<UpdateRequestForm> = {
  ...BANK_PROFILE_FIELDS,
  isInternationalAccount: 'isInternationalAccount',
};

/**
 * The Bank Details section: the account as it should become. Nothing is locked (this is where
 * the wizard's locked details are changed); an international account gives no holder name or
 * number, and PayPal is optional.
 */
export function BankDetailsCard({
  form,
  user,
}: {
  form: SchemaForm<UpdateRequestForm>;
  user: CurrentUser;
}) {
  return (
    <Card title="Bank Details">
      <div className="app-form">
        <BankDetailsFields
          form={form}
          names={BANK_INFO_NAMES}
          paypal={{ kind: 'optional' }}
          internationalAccountHolder={false}
          descriptions={{
            local: { accountNumber: maskedNumberNote(user, 'account_number') },
            international: { ibanNumber: maskedNumberNote(user, 'international_iban_number') },
          }}
        />
      </div>
    </Card>
  );
}
