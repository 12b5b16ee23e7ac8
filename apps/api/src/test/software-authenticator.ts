import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

// Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** What a test may make the authenticator (or the browser around it) get wrong. */
export interface Tampering {
  /** The page's origin the browser writes into clientDataJSON (another site's, say). */
  origin?: string;
  /** A challenge other than the one the server gave. */
  challenge?: string;
  /** The authenticator did not verify the person (no PIN, no fingerprint). */
  userVerified?: boolean;
}

/**
 * One discoverable ES256 passkey, made and used with node:crypto as a real authenticator would:
 * a "none" attestation at creation, and signed assertions with a counter that it moves on
 * itself (or that a test sets, to play a cloned authenticator).
 */
export class SoftwarePasskey {
  readonly credentialId = b64url(randomBytes(32));
  counter = 0;
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private userHandle: string | undefined;

  constructor(private readonly origin: string) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    const jwk = pair.publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: String(jwk.x), y: String(jwk.y) };
  }

  private clientData(type: string, challenge: string, tampering: Tampering): Buffer {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: tampering.challenge ?? challenge,
        origin: tampering.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  private flags(tampering: Tampering, extra = 0): number {
    return UP | (tampering.userVerified === false ? 0 : UV) | extra;
  }

  /** What `navigator.credentials.create` gives for these options. */
  create(
    options: PublicKeyCredentialCreationOptionsJSON,
    tampering: Tampering = {},
  ): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const rpId = options.rp.id ?? '';
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
    const credentialId = Buffer.from(this.credentialId, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(tampering, AT)]),
      this.counterBytes(),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      credentialId,
      coseKey,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, tampering)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** What `navigator.credentials.get` gives for these options, the counter moved on first. */
  get(
    options: PublicKeyCredentialRequestOptionsJSON,
    tampering: Tampering = {},
  ): AuthenticationResponseJSON {
    this.counter += 1;
    const authData = Buffer.concat([
      sha256(options.rpId ?? ''),
      Buffer.from([this.flags(tampering)]),
      this.counterBytes(),
    ]);
    const clientData = this.clientData('webauthn.get', options.challenge, tampering);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      this.privateKey,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }

  private counterBytes(): Buffer {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(this.counter);
    return bytes;
  }
}
