import { describe, expect, it } from 'vitest';
import { blake2b } from './blake2b.ts';
import { generateKeyFiles, parsePublicKey, parseSecretKey } from './minisign-keys.ts';
import { signMinisign, verifyMinisign } from './minisign-signature.ts';

describe('minisign keys and signatures', () => {
  it('BLAKE2b-256 gives RFC 7693’s digest (a truncated BLAKE2b-512 would not)', () => {
    // RFC 7693 appendix A gives BLAKE2b-512("abc"); the 256-bit one is the reference code's.
    expect(blake2b(Buffer.from('abc'), 32).toString('hex')).toBe(
      'bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319',
    );
    expect(blake2b(Buffer.from('abc'), 64).toString('hex')).toMatch(/^ba80a53f981c4d0d/);
  });

  it('signs and verifies, carrying the trusted comment; a changed byte or comment is refused', () => {
    const keys = generateKeyFiles();
    const message = Buffer.from('{"serial":1}\n');
    const text = signMinisign(message, parseSecretKey(keys.secretKeyText), 'serial=1');
    const pub = parsePublicKey(keys.publicKeyText);
    expect(verifyMinisign(message, text, pub)).toBe('serial=1');
    expect(() => verifyMinisign(Buffer.from('{"serial":2}\n'), text, pub)).toThrow(
      /does not match its content/,
    );
    expect(() => verifyMinisign(message, text.replace('serial=1', 'serial=9'), pub)).toThrow(
      /trusted comment does not match/,
    );
    const other = parsePublicKey(generateKeyFiles().publicKeyText);
    expect(() => verifyMinisign(message, text, other)).toThrow(/not by the subscribed key/);
  });

  it('refuses a damaged secret key by its checksum', () => {
    const keys = generateKeyFiles();
    const line = keys.secretKeyText.split('\n')[1]!;
    const bytes = Buffer.from(line, 'base64');
    bytes[100] = bytes[100]! ^ 1;
    expect(() => parseSecretKey(`untrusted comment: x\n${bytes.toString('base64')}\n`)).toThrow(
      /damaged/,
    );
  });
});
