import { describe, expect, it } from 'vitest';
import { readableMessage, redactUrl } from './logger-options.ts';

describe('redactUrl', () => {
  it('hides link tokens, emailed addresses and token query parameters', () => {
    expect(redactUrl('/api/user/verifyaccount/42/abcDEF_123')).toBe(
      '/api/user/verifyaccount/42/[redacted]',
    );
    expect(redactUrl('/api/user/pwdlinkcheck/42/abc?x=1')).toBe(
      '/api/user/pwdlinkcheck/42/[redacted]?x=1',
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

  it('leaves other addresses alone', () => {
    expect(redactUrl('/api/user/viewuserinfo')).toBe('/api/user/viewuserinfo');
    expect(redactUrl('/api/user/getuserbooks?skip=0')).toBe('/api/user/getuserbooks?skip=0');
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
