import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnvironment } from './environment.ts';

function refusal(env: Record<string, string>): string {
  try {
    parseEnvironment(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the environment was accepted');
}

describe('parseEnvironment', () => {
  it('gives the embedded defaults for an empty environment, and takes empty as unset', () => {
    const env = parseEnvironment({ PORT: '', LOG_LEVEL: '' });
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      TRUST_PROXY: [],
      ACCESS_TOKEN_SECONDS: 900,
      BODY_LIMIT_BYTES: 1_048_576,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads well-formed values', () => {
    expect(
      parseEnvironment({
        PORT: '0',
        DATABASE_URL: 'postgres://pod@127.0.0.1:5432/pod',
        PUBLIC_URL: 'https://books.example.co.za',
        SMTP_URL: 'smtps://user:pw@mail.example:465',
        TRUST_PROXY: '127.0.0.1',
        LOG_FORMAT: 'json',
        TOKEN_SECRET: 'x'.repeat(32),
      }),
    ).toMatchObject({ PORT: 0, TRUST_PROXY: ['127.0.0.1'], LOG_FORMAT: 'json' });
  });

  it('names every wrong variable at once, with what was given', () => {
    const message = refusal({ PORT: 'eighty', LOG_LEVEL: 'loud', TRUST_PROXY: 'yes' });
    expect(message).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(message).toContain('LOG_LEVEL must be one of fatal, error, warn');
    expect(message).toContain('TRUST_PROXY must be false or the addresses of the proxies in front');
  });

  it('trusts proxies only by address, never true or a count a client could outnumber', () => {
    expect(parseEnvironment({ TRUST_PROXY: 'false' })).toMatchObject({ TRUST_PROXY: [] });
    expect(parseEnvironment({ TRUST_PROXY: '1.2.3.4/8, 10.0.0.1' })).toMatchObject({
      TRUST_PROXY: ['1.2.3.4/8', '10.0.0.1'],
    });
    expect(parseEnvironment({ TRUST_PROXY: '::1,2001:db8::/32' })).toMatchObject({
      TRUST_PROXY: ['::1', '2001:db8::/32'],
    });
    for (const refused of [
      'true',
      '0',
      '1',
      '10',
      '11',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.1,',
      'proxy',
    ]) {
      expect(refusal({ TRUST_PROXY: refused })).toContain(
        `TRUST_PROXY must be false or the addresses of the proxies in front, like 127.0.0.1 or 10.0.0.0/8, 10.1.2.3; true or a count of proxies would let a client choose its own address (got "${refused}")`,
      );
    }
  });

  it('refuses out-of-range numbers and malformed addresses, never echoing secrets', () => {
    expect(refusal({ PORT: '70000' })).toContain('PORT must be at most 65535');
    expect(refusal({ ACCESS_TOKEN_SECONDS: '0' })).toContain('ACCESS_TOKEN_SECONDS must be from 1');
    const url = refusal({ DATABASE_URL: 'mysql://root:hunter2@db/pod' });
    expect(url).toContain('DATABASE_URL must be a URL like postgres://');
    expect(url).not.toContain('hunter2');
    const secret = refusal({ TOKEN_SECRET: 'short-secret' });
    expect(secret).toContain('TOKEN_SECRET must be at least 32 characters');
    expect(secret).not.toContain('short-secret');
  });

  it('takes a PayPal app whole, with the rate its top-ups are charged at', () => {
    const app = {
      PAYPAL_CLIENT_ID: 'AbC-1',
      PAYPAL_CLIENT_SECRET: 's3cret',
      PAYPAL_WEBHOOK_ID: 'WH1',
    };
    expect(parseEnvironment({ ...app, PAYPAL_USD_PER_ZAR: '0.055' })).toMatchObject({
      PAYPAL_USD_PER_ZAR: 55_000,
      PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com',
    });
    expect(refusal({ PAYPAL_CLIENT_ID: 'AbC-1' })).toContain(
      'PAYPAL_CLIENT_ID must be set with PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID all, or none',
    );
    expect(refusal(app)).toContain('PAYPAL_USD_PER_ZAR is required with PAYPAL_CLIENT_ID');
    expect(refusal({ PAYPAL_USD_PER_ZAR: '0.0000001' })).toContain(
      'PAYPAL_USD_PER_ZAR must be dollars per rand, above 0 and at most 10, with at most six decimals',
    );
  });

  it('needs the public address and a PayFast merchant in production', () => {
    const refused = refusal({ NODE_ENV: 'production' });
    expect(refused).toContain('PUBLIC_URL is required when NODE_ENV=production');
    expect(refused).toContain('PAYFAST_MERCHANT_ID is required when NODE_ENV=production');
    expect(
      parseEnvironment({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://books.example.co.za',
        PAYFAST_MERCHANT_ID: '10000100',
        PAYFAST_MERCHANT_KEY: '46f0cd694581a',
      }),
    ).toMatchObject({ NODE_ENV: 'production' });
  });

  it('takes S3 storage settings whole: a bucket, and both keys or neither', () => {
    expect(parseEnvironment({ S3_BUCKET: 'pod-files' })).toMatchObject({
      S3_BUCKET: 'pod-files',
      S3_REGION: 'af-south-1',
      S3_FORCE_PATH_STYLE: false,
    });
    expect(refusal({ S3_ENDPOINT: 'https://s3.example.co.za' })).toContain(
      'S3_BUCKET is required when S3_ENDPOINT or S3 keys are set',
    );
    const halfKeys = refusal({ S3_BUCKET: 'pod-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' });
    expect(halfKeys).toContain('S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID');
    expect(halfKeys).not.toContain('AKIAEXAMPLE');
    expect(refusal({ S3_BUCKET: 'Not_A_Bucket' })).toContain('S3_BUCKET must be an S3 bucket name');
  });

  it('takes a PayFast merchant whole, and a passphrase when live', () => {
    expect(
      parseEnvironment({ PAYFAST_MERCHANT_ID: '10000100', PAYFAST_MERCHANT_KEY: '46f0cd694581a' }),
    ).toMatchObject({ PAYFAST_MERCHANT_ID: '10000100' });
    expect(refusal({ PAYFAST_MERCHANT_ID: '10000100' })).toContain(
      'PAYFAST_MERCHANT_KEY must be set with PAYFAST_MERCHANT_ID',
    );
    expect(
      refusal({
        PAYFAST_MERCHANT_ID: '10000100',
        PAYFAST_MERCHANT_KEY: '46f0cd694581a',
        PAYFAST_MODE: 'live',
      }),
    ).toContain('PAYFAST_PASSPHRASE is required when PAYFAST_MODE=live');
    expect(refusal({ PAYFAST_MODE: 'test' })).toContain('PAYFAST_MODE must be live or sandbox');
  });
});
