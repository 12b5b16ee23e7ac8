import { formatDateTime, newCouponSchema } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Alert, Button, Card, Table } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { FormSelect } from '../../forms/FormSelect.tsx';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { formSchemaReading } from '../../forms/without-locked-fields.ts';
import { formatRand } from '../../lib/format-rand.ts';
import { staffCouponsQuery } from './staff-queries.ts';
import { useStaffChange } from './use-staff-change.ts';

type StaffCoupon = components['schemas']['StaffCoupon'] & { id: string };

interface CouponForm {
  code: string;
  kind: 'value' | 'percentage';
  amount: string;
  maxUses: string;
}

const KINDS = [
  { id: 'value', label: 'Value (rand)' },
  { id: 'percentage', label: 'Percentage' },
];

/** The form's texts as the coupon rule reads them: numbers, and no limit when left empty. */
const asInput = (form: CouponForm) => ({
  code: form.code,
  kind: form.kind,
  amount: form.amount.trim() === '' ? Number.NaN : Number(form.amount),
  maxUses: form.maxUses.trim() === '' ? null : Number(form.maxUses),
});

const couponRule = formSchemaReading<CouponForm>(newCouponSchema, asInput);

/** Coupons with their uses, and a new one (value in rand or a percentage, with a use limit). */
export function StaffCouponsPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  const list = useQuery(staffCouponsQuery(pod));
  const { notice, change } = useStaffChange();
  const { form, formProps, isSubmitting } = useSchemaForm<CouponForm>({
    defaultValues: { code: '', kind: 'value', amount: '', maxUses: '' },
    schema: couponRule,
    onSubmit: async (values) => {
      const input = asInput(values);
      const created = await change(
        () =>
          pod.staff.createCoupon({
            body: {
              code: input.code,
              kind: input.kind,
              amount: input.amount,
              max_uses: input.maxUses,
            },
          }),
        {
          done: (data) => `Coupon ${data.coupon.code} created.`,
          refused: 'The coupon was not created.',
        },
      );
      if (created) form.reset();
    },
  });
  return (
    <div className="staff-page">
      <h1>Coupons</h1>
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      <Card title="New coupon">
        <form {...formProps}>
          <form.Field name="code">
            {(field) => (
              <FormTextField
                field={field}
                label="Code"
                description="3 to 64 letters, digits, - or _"
              />
            )}
          </form.Field>
          <form.Field name="kind">
            {(field) => <FormSelect field={field} label="Kind" options={KINDS} />}
          </form.Field>
          <form.Field name="amount">
            {(field) => (
              <FormTextField
                field={field}
                label="Amount"
                description="Rand, or percent (at most 100)"
                inputMode="decimal"
              />
            )}
          </form.Field>
          <form.Field name="maxUses">
            {(field) => (
              <FormTextField
                field={field}
                label="Uses"
                description="Leave empty for unlimited"
                inputMode="numeric"
              />
            )}
          </form.Field>
          <div className="app-actions">
            <Button type="submit" isPending={isSubmitting}>
              Create coupon
            </Button>
          </div>
        </form>
      </Card>
      {list.data ? (
        <Table<StaffCoupon>
          label="Coupons"
          columns={[
            { id: 'code', name: 'Code', cell: (row) => row.code, isRowHeader: true },
            {
              id: 'amount',
              name: 'Worth',
              cell: (row) => (row.kind === 'value' ? formatRand(row.amount) : `${row.amount}%`),
            },
            {
              id: 'uses',
              name: 'Used',
              cell: (row) => `${row.uses} of ${row.max_uses ?? 'unlimited'}`,
            },
            {
              id: 'created',
              name: 'Created',
              cell: (row) => formatDateTime(new Date(row.created_at)),
            },
          ]}
          rows={list.data.map((coupon) => ({ ...coupon, id: coupon.code }))}
        />
      ) : (
        <p role="status">Loading coupons…</p>
      )}
    </div>
  );
}
