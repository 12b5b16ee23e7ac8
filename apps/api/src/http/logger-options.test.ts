import { describe, expect, it } from 'vitest';
import { readableMessage, redactUrl } from './logger-options.ts';

describe('redactUrl', () => {
  it('hides link tokens, emailed addresses and token query parameters', () => {
    expect(redactUrl('/api/user/verifyaccount/42/abcDEF_123')).toBe(
      '/api/user/verifyaccount/42/[redacted]',
    );
    expect(redactUrl('/api/user/pwdlinkcheck/42/abc?id=1')).toBe(
      '/api/user/pwdlinkcheck/42/[redacted]?id=1',
    );
    expect(redactUrl('/api/user/forgotpwd/thandi%40example.co.za')).toBe(
      '/api/user/forgotpwd/[redacted]',
    );
    expect(redactUrl('/api/user/getfile/book.pdf?jwt=eyJ.x.y&download=1')).toBe(
      '/api/user/getfile/book.pdf?jwt=[redacted]&download=1',
    );
    expect(redactUrl('/reset-password?id=4&token=secret')).toBe(
      '/reset-password?id=4&token=[redacted]',
    );
  });

  it("hides a file link's signature, the payment return's token and any unknown parameter", () => {
    expect(
      redactUrl('/api/user/getfile/a1.pdf?user=4&expires=1790000000&signature=9f86d081884c7d65'),
    ).toBe('/api/user/getfile/a1.pdf?user=4&expires=1790000000&signature=[redacted]');
    expect(redactUrl('/api/user/posttransactionpayfast/PF-17/abc123/success')).toBe(
      '/api/user/posttransactionpayfast/PF-17/[redacted]/success',
    );
    expect(redactUrl('/api/user/thiswasntme/42/abcDEF')).toBe(
      '/api/user/thiswasntme/42/[redacted]',
    );
    expect(redactUrl('/register/email-password?e=thandi%40example.co.za')).toBe(
      '/register/email-password?e=[redacted]',
    );
    expect(redactUrl('/checkout/success?tref=PF-1&token=abc&id=3&code=1234')).toBe(
      '/checkout/success?tref=[redacted]&token=[redacted]&id=3&code=[redacted]',
    );
  });

  it('leaves other addresses alone', () => {
    expect(redactUrl('/api/user/viewuserinfo')).toBe('/api/user/viewuserinfo');
    expect(redactUrl('/api/user/getuserbooks?skip=0')).toBe('/api/user/getuserbooks?skip=0');
    expect(redactUrl('/api/staff/cart-payments?status=paid&user_id=7')).toBe(
      '/api/staff/cart-payments?status=paid&user_id=7',
    );
  });
});

describe('readableMessage', () => {
  it('puts a request on one short line, and leaves other lines their message', () => {
    const line = {
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
      responseTime: 3.4,
    };
    expect(readableMessage(line, 'msg')).toBe('GET /api/health 200 3 ms');
    expect(readableMessage({ msg: 'server ready' }, 'msg')).toBe('server ready');
  });
});
