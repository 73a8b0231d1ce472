import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { blake2b } from './blake2b.ts';
import { FeedError } from './feed-error.ts';

/**
 * Ed25519 keys in minisign's own file formats, so one key pair works with `folio` and with
 * minisign (`minisign -V -p folio.pub -m index.json` checks a feed with no Folio installed).
 * A public key file is a comment line and base64("Ed" ‖ key id ‖ 32-byte key); a secret key file
 * is base64 of the layout in minisign's README. Folio writes the secret key unencrypted (KDF
 * "\0\0", as `minisign -G -W` does): publish runs from cron, where nobody types a password; the
 * file is written mode 0600 and belongs on the publishing machine only.
 */
const SIG_ALG = Buffer.from('Ed');
const KDF_NONE = Buffer.alloc(2);
const CHECKSUM_ALG = Buffer.from('B2');

export interface PublicKey {
  /** 8 bytes that name the key; a signature says which key made it. */
  keyId: Buffer;
  key: KeyObject;
}

export interface SecretKey extends PublicKey {
  secret: KeyObject;
}

export interface KeyFiles {
  publicKeyText: string;
  secretKeyText: string;
  /** As minisign prints it: the id as a little-endian number, in upper-case hex. */
  keyIdHex: string;
}

export function generateKeyFiles(): KeyFiles {
  const { privateKey } = generateKeyPairSync('ed25519');
  const { d, x } = privateKey.export({ format: 'jwk' });
  const seed = Buffer.from(d!, 'base64url');
  const pk = Buffer.from(x!, 'base64url');
  const keyId = randomBytes(8);
  const sk = Buffer.concat([seed, pk]); // libsodium's secret key: seed then public key
  const checksum = blake2b(Buffer.concat([SIG_ALG, keyId, sk]), 32);
  const secret = Buffer.concat([
    SIG_ALG,
    KDF_NONE,
    CHECKSUM_ALG,
    Buffer.alloc(32), // KDF salt, unused without a password
    Buffer.alloc(8), // KDF opslimit
    Buffer.alloc(8), // KDF memlimit
    keyId,
    sk,
    checksum,
  ]);
  const hex = formatKeyId(keyId);
  return {
    keyIdHex: hex,
    publicKeyText: `untrusted comment: minisign public key ${hex}\n${Buffer.concat([SIG_ALG, keyId, pk]).toString('base64')}\n`,
    secretKeyText: `untrusted comment: minisign secret key (folio keygen, unencrypted)\n${secret.toString('base64')}\n`,
  };
}

export function formatKeyId(keyId: Buffer): string {
  return keyId.readBigUInt64LE().toString(16).toUpperCase().padStart(16, '0');
}

/** A public key file's text, or its base64 line alone (what `minisign -P` takes). */
export function parsePublicKey(text: string): PublicKey {
  const bytes = decodeKeyLine(text, 'public key');
  if (bytes.length !== 42 || !bytes.subarray(0, 2).equals(SIG_ALG)) {
    throw new FeedError('not a minisign Ed25519 public key (expected 42 bytes starting "Ed")');
  }
  return { keyId: bytes.subarray(2, 10), key: publicKeyFromRaw(bytes.subarray(10, 42)) };
}

export function parseSecretKey(text: string): SecretKey {
  const bytes = decodeKeyLine(text, 'secret key');
  if (bytes.length !== 158 || !bytes.subarray(0, 2).equals(SIG_ALG)) {
    throw new FeedError('not a minisign Ed25519 secret key (expected 158 bytes starting "Ed")');
  }
  if (!bytes.subarray(2, 4).equals(KDF_NONE)) {
    throw new FeedError(
      'this secret key is password-protected; folio publish runs unattended and needs one made by folio keygen (or minisign -G -W)',
    );
  }
  const keyId = bytes.subarray(54, 62);
  const sk = bytes.subarray(62, 126);
  const checksum = bytes.subarray(126, 158);
  if (!blake2b(Buffer.concat([SIG_ALG, keyId, sk]), 32).equals(checksum)) {
    throw new FeedError('the secret key is damaged (its checksum does not match)');
  }
  const pk = sk.subarray(32, 64);
  const secret = createPrivateKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      d: sk.subarray(0, 32).toString('base64url'),
      x: pk.toString('base64url'),
    },
    format: 'jwk',
  });
  return { keyId, key: publicKeyFromRaw(pk), secret };
}

function publicKeyFromRaw(raw: Buffer): KeyObject {
  return createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') },
    format: 'jwk',
  });
}

function decodeKeyLine(text: string, what: string): Buffer {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('untrusted comment:'));
  const line = lines[0];
  if (lines.length !== 1 || !line || !/^[A-Za-z0-9+/]+={0,2}$/.test(line)) {
    throw new FeedError(`not a minisign ${what}: expected one base64 line after the comment`);
  }
  return Buffer.from(line, 'base64');
}
