import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software authenticator for the tests of passkeys: what a phone or a laptop does when the
 * browser calls `navigator.credentials.create()` and `.get()`, by WebAuthn Level 2. It makes an
 * ES256 (P-256) credential, answers a registration with `none` attestation, and signs a sign-in's
 * authenticator data and client data hash, counting its signatures; the person is always present
 * and verified. Its answers are the JSON a browser's `PublicKeyCredential.toJSON()` gives.
 */

/** The few CBOR items (RFC 8949) WebAuthn's structures need: integers, byte and text strings, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const b64url = (bytes: Uint8Array | string): string => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string): Buffer => createHash('sha256').update(bytes).digest();

/** User present (UP), user verified (UV), attested credential data included (AT). */
const FLAGS = { UP: 0x01, UV: 0x04, AT: 0x40 };

export interface SoftPasskey {
  credentialId: string;
  /** The user handle the relying party gave at registration (base64url), answered at sign-in. */
  userHandle: string;
  rpId: string;
  privateKey: KeyObject;
  signCount: number;
}

export class SoftAuthenticator {
  readonly passkeys: SoftPasskey[] = [];

  constructor(private readonly origin: string) {}

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }), 'utf8');
  }

  /** The answer to registration options (`PublicKeyCredentialCreationOptionsJSON`): a new passkey, kept here. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }): Record<string, unknown> {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
    const cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x, 'base64url')],
        [-3, Buffer.from(jwk.y, 'base64url')],
      ]),
    );
    const credentialId = randomBytes(32);
    const counter = Buffer.alloc(4);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAGS.UP | FLAGS.UV | FLAGS.AT]), counter, Buffer.alloc(16), idLength, credentialId, cose]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    this.passkeys.push({ credentialId: b64url(credentialId), userHandle: options.user.id, rpId, privateKey, signCount: 0 });
    return {
      id: b64url(credentialId),
      rawId: b64url(credentialId),
      type: 'public-key',
      response: { clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The answer of `passkey` (the first kept unless given) to sign-in options, its signature count moved on. */
  signIn(options: { challenge: string; rpId?: string }, passkey: SoftPasskey | undefined = this.passkeys[0]): Record<string, unknown> {
    if (!passkey) throw new Error('the soft authenticator holds no passkey');
    passkey.signCount += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(passkey.signCount);
    const authData = Buffer.concat([sha256(options.rpId ?? passkey.rpId), Buffer.from([FLAGS.UP | FLAGS.UV]), counter]);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), passkey.privateKey);
    return {
      id: passkey.credentialId,
      rawId: passkey.credentialId,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: passkey.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
