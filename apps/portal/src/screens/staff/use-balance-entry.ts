import { balanceEntrySchema, LEDGER_TYPE_LABELS } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { useRouteContext } from '@tanstack/react-router';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { formSchemaReading } from '../../forms/without-locked-fields.ts';
import { formatRand } from '../../lib/format-rand.ts';
import { useStaffChange } from './use-staff-change.ts';

export type StaffAuthor = components['schemas']['StaffLedgerEntry']['author'];

interface EntryForm {
  type: 'royalty' | 'payout';
  amount: string;
  note: string;
}

/** The form's texts as the balance entry rule reads them, for the author `userId`. */
const asInput = (userId: number) => (form: EntryForm) => ({
  userId,
  type: form.type,
  amount: form.amount.trim() === '' ? Number.NaN : Number(form.amount),
  note: form.note,
});

/**
 * The royalty or payout staff record for an author: the form, checked by the domain's balance
 * entry rule, and the notice saying how it went (the form is emptied once recorded).
 */
export function useBalanceEntry(author: StaffAuthor) {
  const { pod } = useRouteContext({ from: '__root__' });
  const { notice, change } = useStaffChange();
  const read = asInput(author.user_id);
  const { form, formProps, isSubmitting } = useSchemaForm<EntryForm>({
    defaultValues: { type: 'royalty', amount: '', note: '' },
    schema: formSchemaReading<EntryForm>(balanceEntrySchema, read),
    onSubmit: async (values) => {
      const input = read(values);
      const recorded = await change(
        () =>
          pod.staff.recordBalanceEntry({
            body: {
              user_id: input.userId,
              type: input.type,
              amount: input.amount,
              note: input.note,
            },
          }),
        {
          done: (data) =>
            `${LEDGER_TYPE_LABELS[input.type]} of ${formatRand(Math.abs(data.entry.amount))} recorded for ${author.name}: the balance is ${formatRand(data.balance)}.`,
          refused: 'The entry was not recorded.',
        },
      );
      if (recorded) form.reset();
    },
  });
  return { notice, form, formProps, isSubmitting };
}
