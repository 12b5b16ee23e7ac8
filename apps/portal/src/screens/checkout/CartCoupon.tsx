import { couponFailedMessage, couponSchema } from '@pod-portal/domain';
import { Alert, Button } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { formatRand } from '../../lib/format-rand.ts';
import { SUPPORT_EMAIL } from '../../lib/support-email.ts';
import type { AppliedCoupon } from './checkout-session.ts';

interface CartCouponProps {
  coupon: AppliedCoupon | null;
  onChange: (coupon: AppliedCoupon | null) => void;
}

const describe = (coupon: AppliedCoupon) =>
  coupon.type === 'value' ? `${formatRand(coupon.amount)} off` : `${coupon.amount}% off`;

/** The cart's coupon: entered and checked (nothing is used until the cart is paid), or removed. */
export function CartCoupon({ coupon, onChange }: CartCouponProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const [failure, setFailure] = useState<string | null>(null);
  const { form, formProps, isSubmitting } = useSchemaForm({
    defaultValues: { coupon_code: '' },
    schema: couponSchema,
    onSubmit: async ({ coupon_code }) => {
      setFailure(null);
      try {
        const result = await pod.coupons.verifyCart({ body: { coupon_code: coupon_code.trim() } });
        if (result.data) {
          form.reset();
          onChange(result.data.coupon);
          return;
        }
        setFailure(
          result.outcome.kind === 'couponInvalid' && result.outcome.description
            ? result.outcome.description
            : couponFailedMessage(SUPPORT_EMAIL),
        );
      } catch {
        setFailure(couponFailedMessage(SUPPORT_EMAIL));
      }
    },
  });

  if (coupon) {
    return (
      <div className="app-form">
        <Alert variant="success" title="Coupon applied">
          {coupon.coupon_code ?? 'Your coupon'}: {describe(coupon)}
        </Alert>
        <Button variant="secondary" onPress={() => onChange(null)}>
          Remove coupon
        </Button>
      </div>
    );
  }
  return (
    <form {...formProps} aria-label="Coupon">
      {failure && <Alert variant="danger">{failure}</Alert>}
      <form.Field name="coupon_code">
        {(field) => <FormTextField field={field} label="Coupon code" autoComplete="off" />}
      </form.Field>
      <Button type="submit" variant="secondary" isPending={isSubmitting}>
        Apply coupon
      </Button>
    </form>
  );
}
