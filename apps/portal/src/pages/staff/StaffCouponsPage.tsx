import { formatDateTime, newCouponSchema } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Alert, Button, Card, Select, Table } from '@pod-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { formSchema } from '../../forms/without-locked-fields.ts';
import { STAFF_KEY, staffCouponsQuery } from './staff-queries.ts';

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

const couponRule = formSchema<CouponForm>({
  '~standard': {
    version: 1,
    vendor: 'pod-portal',
    validate: (value) => newCouponSchema['~standard'].validate(asInput(value as CouponForm)),
  },
});

/** Coupons with their uses, and a new one (value in rand or a percentage, with a use limit). */
export function StaffCouponsPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const list = useQuery(staffCouponsQuery(pod));
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string }>();
  const { form, formProps, isSubmitting } = useSchemaForm<CouponForm>({
    defaultValues: { code: '', kind: 'value', amount: '', maxUses: '' },
    schema: couponRule,
    onSubmit: async (values) => {
      const input = asInput(values);
      try {
        const result = await pod.staff.createCoupon({
          body: {
            code: input.code,
            kind: input.kind,
            amount: input.amount,
            max_uses: input.maxUses,
          },
        });
        if (!result.data) {
          setNotice({
            variant: 'danger',
            text:
              result.outcome.kind === 'ok'
                ? 'The coupon was not created.'
                : (result.outcome.description ?? 'The coupon was not created.'),
          });
          return;
        }
        setNotice({ variant: 'success', text: `Coupon ${result.data.coupon.code} created.` });
        form.reset();
        await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      } catch {
        setNotice({
          variant: 'danger',
          text: 'The coupon could not be saved: check your connection.',
        });
      }
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
            {(field) => (
              <Select
                label="Kind"
                options={KINDS}
                selectedKey={field.state.value}
                onSelectionChange={(key) =>
                  key !== null && field.handleChange(String(key) as CouponForm['kind'])
                }
              />
            )}
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
              cell: (row) =>
                row.kind === 'value' ? `R ${row.amount.toFixed(2)}` : `${row.amount}%`,
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
