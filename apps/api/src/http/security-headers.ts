import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * What every answer may do in a browser, by @fastify/helmet: a strict Content-Security-Policy
 * (scripts, fonts and connections from this origin only, no inline script or eval, images also
 * from data: and blob: for the signature pad and previews, workers and connections from blob:
 * for the PDF viewer reading what the page fetched, nothing may frame the portal), no MIME
 * sniffing, no referrer (reset and verification links carry tokens), and HSTS when the request
 * came over TLS (directly or through a proxy TRUST_PROXY names). Permissions-Policy, which
 * helmet does not set, turns off the powerful features the portal never uses.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // 'wasm-unsafe-eval' lets the uploads compile hash-wasm's MD5 (WebAssembly only: it
          // allows no eval() and no inline script).
          scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
          // React Aria adds small <style> elements and style attributes at run time; a style
          // cannot run script, so inline styles are allowed while inline script is not.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          // blob: lets the PDF viewer read a contract the page fetched with its token.
          connectSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          // The checkout posts its signed form to PayFast (live or its sandbox).
          formAction: ["'self'", 'https://www.payfast.co.za', 'https://sandbox.payfast.co.za'],
          frameAncestors: ["'none'"],
        },
      },
      // Served over plain HTTP on a laptop too: HSTS only where TLS is (below).
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header(
        'permissions-policy',
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=()',
      );
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
  },
  { name: 'security-headers' },
);
