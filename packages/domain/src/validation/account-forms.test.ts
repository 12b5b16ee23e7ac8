import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_STRENGTH_MESSAGE, changePasswordSchema } from './change-password.ts';
import { couponSchema } from './coupon.ts';
import { emailChangeSchema } from './email-change.ts';
import { forgotPasswordSchema } from './forgot-password.ts';
import { loginSchema } from './login.ts';
import { BROKEN_CHARACTER_MESSAGE, CONTROL_CHARACTER_MESSAGE } from './messages.ts';
import { PASSWORD_STRENGTH_MESSAGE } from './password-pair.ts';
import { profileDetailsSchema } from './profile-details.ts';
import { registrationEmailPasswordSchema } from './registration-email-password.ts';
import { resetPasswordSchema } from './reset-password.ts';
import { errorsOf } from './test-field-errors.ts';
import { yourDetailsSchema } from './your-details.ts';

const STRONG = 'Abcdef1!';

describe('loginSchema', () => {
  it('requires the email and the password', () => {
    expect(errorsOf(loginSchema, { email: ' ', password: '' })).toEqual({
      email: ['Please enter your email address'],
      password: ['Please enter your password'],
    });
    expect(errorsOf(loginSchema, {})).toEqual({
      email: ['Please enter your email address'],
      password: ['Please enter your password'],
    });
  });

  it('accepts any filled-in email and password', () => {
    expect(loginSchema.parse({ email: ' a@b.co ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });
});

describe('registrationEmailPasswordSchema', () => {
  it('requires each field with its own message', () => {
    expect(
      errorsOf(registrationEmailPasswordSchema, { email: '', password: '', confirm_password: '' }),
    ).toEqual({
      email: ['Please enter your email to continue'],
      password: ['Please enter your password to continue'],
      confirm_password: ['Please confirm your password to continue'],
    });
  });

  it('wants a valid email and a strong password', () => {
    expect(
      errorsOf(registrationEmailPasswordSchema, {
        email: 'me@',
        password: 'weak',
        confirm_password: 'weak',
      }),
    ).toEqual({
      email: ['Please enter a valid email address'],
      password: [
        'Your password must contain at least one lowercase letter, one uppercase letter, one digit, one special character, and must be a minimum of eight characters long.',
      ],
    });
  });

  it('wants the confirmation to match', () => {
    expect(
      errorsOf(registrationEmailPasswordSchema, {
        email: 'me@x.co',
        password: STRONG,
        confirm_password: 'Abcdef1?',
      }),
    ).toEqual({ confirm_password: ['passwords must match'] });
  });

  it('accepts a complete stage', () => {
    expect(
      registrationEmailPasswordSchema.safeParse({
        email: 'me@x.co',
        password: STRONG,
        confirm_password: STRONG,
      }).success,
    ).toBe(true);
  });
});

describe('yourDetailsSchema', () => {
  it('requires both names and the ticked terms box', () => {
    expect(
      errorsOf(yourDetailsSchema, { name_first: '', name_last: ' ', acceptedTerms: false }),
    ).toEqual({
      name_first: ['Please enter your first name'],
      name_last: ['Please enter your last name'],
      acceptedTerms: ['Please accept the Terms & Conditions and Privacy Policy'],
    });
    expect(
      yourDetailsSchema.safeParse({
        name_first: 'Thandi',
        name_last: 'Mokoena',
        acceptedTerms: true,
      }).success,
    ).toBe(true);
  });
});

describe('forgotPasswordSchema', () => {
  it('requires a valid email', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({
      email: ['Please enter your email address to continue'],
    });
    expect(errorsOf(forgotPasswordSchema, { email: 'nope' })).toEqual({
      email: ['Please enter a valid email address'],
    });
    expect(errorsOf(forgotPasswordSchema, { email: 'me@x.co' })).toEqual({});
  });
});

describe('resetPasswordSchema', () => {
  it('requires the new password and its confirmation', () => {
    expect(errorsOf(resetPasswordSchema, { password: '', confirm_password: '' })).toEqual({
      password: ['Please enter a new password'],
      confirm_password: ['Please confirm your new password'],
    });
  });

  it('applies the strength rule and the match', () => {
    expect(PASSWORD_STRENGTH_MESSAGE).toBe(
      'Your password must contain at least one lowercase letter, one uppercase letter, one digit, one special character, and must be a minimum of eight characters long.',
    );
    expect(errorsOf(resetPasswordSchema, { password: 'abc', confirm_password: 'abc' })).toEqual({
      password: [PASSWORD_STRENGTH_MESSAGE],
    });
    expect(errorsOf(resetPasswordSchema, { password: STRONG, confirm_password: 'other' })).toEqual({
      confirm_password: ['passwords must match'],
    });
    expect(errorsOf(resetPasswordSchema, { password: STRONG, confirm_password: STRONG })).toEqual(
      {},
    );
  });
});

describe('changePasswordSchema', () => {
  it('has its own texts', () => {
    expect(errorsOf(changePasswordSchema, { password: '', confirm_password: '' })).toEqual({
      password: ['Please enter your new password'],
      confirm_password: ['Please confirm your new password'],
    });
    expect(CHANGE_PASSWORD_STRENGTH_MESSAGE).toBe(
      'Your new password must contain at least one lowercase letter, one uppercase letter, one digit, one special character, and must be a minimum of eight characters long.',
    );
    expect(
      errorsOf(changePasswordSchema, { password: 'Abcdefgh', confirm_password: 'Abcdefgh' }),
    ).toEqual({
      password: [
        'Your new password must contain at least one lowercase letter, one uppercase letter, one digit, one special character, and must be a minimum of eight characters long.',
      ],
    });
    expect(errorsOf(changePasswordSchema, { password: STRONG, confirm_password: 'x' })).toEqual({
      confirm_password: ['Passwords must match'],
    });
  });

  it('keeps spaces in passwords', () => {
    expect(
      changePasswordSchema.parse({ password: ' Abcd1! ', confirm_password: ' Abcd1! ' }).password,
    ).toBe(' Abcd1! ');
  });
});

describe('profileDetailsSchema', () => {
  it('accepts double-barrelled and elided names in any script', () => {
    for (const [name_first, name_last] of [
      ['Thandi', 'Mokoena-Dube'],
      ['Siobhán', "O'Neill"],
      ['Ngũgĩ', 'wa Thiong’o'],
    ]) {
      expect(
        errorsOf(profileDetailsSchema, { name_first, name_last, phone_main: '0821234567' }),
      ).toEqual({});
    }
  });

  it('refuses control characters and broken characters saying so', () => {
    expect(
      errorsOf(profileDetailsSchema, {
        name_first: 'Tha\u0000ndi',
        name_last: 'Mo\ud800',
        phone_main: '0821234567',
      }),
    ).toEqual({
      name_first: [CONTROL_CHARACTER_MESSAGE],
      name_last: [BROKEN_CHARACTER_MESSAGE],
    });
  });

  it('wants names of letters and a North-American-style phone', () => {
    expect(
      errorsOf(profileDetailsSchema, {
        name_first: 'J0hn',
        name_last: 'Smith!',
        phone_main: '12345',
      }),
    ).toEqual({
      name_first: ['Please enter a valid name'],
      name_last: ['Please enter a valid surname'],
      phone_main: ['Please enter a valid phone number'],
    });
    expect(errorsOf(profileDetailsSchema, {})).toEqual({
      name_first: ['Please enter a valid name'],
      name_last: ['Please enter a valid surname'],
      phone_main: ['Please enter a valid phone number'],
    });
    expect(
      errorsOf(profileDetailsSchema, { name_first: '', name_last: ' ', phone_main: '' }),
    ).toMatchObject({
      name_first: ['Please enter a valid name'],
      name_last: ['Please enter a valid surname'],
    });
  });

  it.each([
    '082 123 4567',
    '(082) 123-4567',
    '082.123.4567',
    '+271234567890',
    '0821234567',
    '+27 82 555 1234',
    '082-555-1234',
  ])('accepts the phone %j', (phone) => {
    expect(
      errorsOf(profileDetailsSchema, {
        name_first: 'Zoë Anne',
        name_last: 'Van Wyk',
        phone_main: phone,
      }),
    ).toEqual({});
  });
});

describe('emailChangeSchema', () => {
  it('wants something that looks like an email', () => {
    expect(errorsOf(emailChangeSchema, { email: '' })).toEqual({
      email: ['Please enter a valid email address'],
    });
    expect(errorsOf(emailChangeSchema, { email: 'a@b' })).toEqual({
      email: ['Please enter a valid email address'],
    });
    expect(errorsOf(emailChangeSchema, { email: 'new@x.co' })).toEqual({});
  });
});

describe('couponSchema', () => {
  it('refuses a blank code', () => {
    expect(errorsOf(couponSchema, { coupon_code: '  ' })).toEqual({
      coupon_code: ['Coupon code can not be blank'],
    });
    expect(couponSchema.parse({ coupon_code: ' WELCOME ' })).toEqual({ coupon_code: 'WELCOME' });
  });
});
