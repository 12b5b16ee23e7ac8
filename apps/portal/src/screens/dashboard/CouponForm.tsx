import { couponFailedMessage, couponSchema } from '@pod-portal/domain';
import { Alert, Button } from '@pod-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { currentUserQuery } from '../../api/current-user-query.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { SUPPORT_EMAIL } from '../../lib/support-email.ts';

/** Redeems a coupon to the balance; then offers 'Add another'. */
export function CouponForm() {
  const { pod } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const [state, setState] = useState<'form' | 'added' | 'failed'>('form');
  const { form, formProps, isSubmitting } = useSchemaForm({
    defaultValues: { coupon_code: '' },
    schema: couponSchema,
    onSubmit: async ({ coupon_code }) => {
      try {
        const { data } = await pod.coupons.redeem({ body: { coupon_code: coupon_code.trim() } });
        if (!data) {
          setState('failed');
          return;
        }
        setState('added');
        await queryClient.invalidateQueries({ queryKey: currentUserQuery(pod).queryKey });
      } catch {
        setState('failed');
      }
    },
  });

  if (state === 'added') {
    return (
      <div className="app-form">
        <Alert variant="success" title="Coupon added">
          The coupon's value was added to your balance.
        </Alert>
        <Button
          variant="secondary"
          onPress={() => {
            form.reset();
            setState('form');
          }}
        >
          Add another
        </Button>
      </div>
    );
  }
  return (
    <form {...formProps}>
      {state === 'failed' && <Alert variant="danger">{couponFailedMessage(SUPPORT_EMAIL)}</Alert>}
      <form.Field name="coupon_code">
        {(field) => <FormTextField field={field} label="Coupon code" autoComplete="off" />}
      </form.Field>
      <Button type="submit" isPending={isSubmitting}>
        Add coupon
      </Button>
    </form>
  );
}
