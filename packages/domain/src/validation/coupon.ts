import { z } from 'zod';
import { requiredText } from './field-rules.ts';

export const couponSchema = z.object({
  coupon_code: requiredText('Coupon code can not be blank'),
});

export type Coupon = z.infer<typeof couponSchema>;
