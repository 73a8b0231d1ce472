import { createHash, sign, verify } from 'node:crypto';
import { FeedError } from './feed-error.ts';
import { formatKeyId } from './minisign-keys.ts';
import type { PublicKey, SecretKey } from './minisign-keys.ts';

/**
 * minisign's signature file: base64("ED" ‖ key id ‖ Ed25519 over BLAKE2b-512 of the file), then a
 * trusted comment and a second signature over (first signature ‖ comment). The comment is signed,
 * so what a feed puts there (its serial and expiry) cannot be changed without the key, and
 * `minisign -V` prints it as "Trusted comment: …".
 */
const PREHASHED = Buffer.from('ED');

export function signMinisign(message: Buffer, key: SecretKey, trustedComment: string): string {
  if (/[\r\n]/.test(trustedComment)) throw new Error('a trusted comment is one line');
  const signature = sign(null, prehash(message), key.secret);
  const global = sign(null, Buffer.concat([signature, Buffer.from(trustedComment)]), key.secret);
  return (
    `untrusted comment: signature from folio publish, key ${formatKeyId(key.keyId)}\n` +
    `${Buffer.concat([PREHASHED, key.keyId, signature]).toString('base64')}\n` +
    `trusted comment: ${trustedComment}\n${global.toString('base64')}\n`
  );
}

/** Returns the trusted comment once both signatures hold; a FeedError says which check failed. */
export function verifyMinisign(message: Buffer, signatureText: string, key: PublicKey): string {
  const lines = signatureText.split(/\r?\n/);
  const [untrusted, sigLine, trusted, globalLine] = lines;
  if (
    !untrusted?.startsWith('untrusted comment:') ||
    !sigLine ||
    !trusted?.startsWith('trusted comment: ') ||
    !globalLine
  ) {
    throw new FeedError('its signature file is not in minisign format');
  }
  const sig = Buffer.from(sigLine, 'base64');
  if (sig.length !== 74) throw new FeedError('its signature file is not in minisign format');
  if (!sig.subarray(0, 2).equals(PREHASHED)) {
    throw new FeedError('its signature is not a prehashed Ed25519 one ("ED")');
  }
  const keyId = sig.subarray(2, 10);
  if (!keyId.equals(key.keyId)) {
    throw new FeedError(
      `it is signed by key ${formatKeyId(keyId)}, not by the subscribed key ${formatKeyId(key.keyId)}`,
    );
  }
  const signature = sig.subarray(10);
  if (!verify(null, prehash(message), key.key, signature)) {
    throw new FeedError('its signature does not match its content (tampered with, or cut short)');
  }
  const comment = trusted.slice('trusted comment: '.length);
  const global = Buffer.from(globalLine, 'base64');
  if (!verify(null, Buffer.concat([signature, Buffer.from(comment)]), key.key, global)) {
    throw new FeedError('its trusted comment does not match its signature (tampered with)');
  }
  return comment;
}

function prehash(message: Buffer): Buffer {
  return createHash('blake2b512').update(message).digest();
}
