import { describe, expect, it } from 'vitest';
import { isSpecialAddress, isSpecialHost } from './is-special-address.ts';

describe('isSpecialAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '169.254.169.254',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '[::1]',
    'fe80::1',
    'fd00::1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
  ])('refuses %s', (ip) => expect(isSpecialAddress(ip)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', 'docs.example.com'])(
    'lets %s through',
    (ip) => expect(isSpecialAddress(ip)).toBe(false),
  );

  it('takes localhost names as special without DNS', () => {
    expect(isSpecialHost('localhost')).toBe(true);
    expect(isSpecialHost('a.localhost.')).toBe(true);
    expect(isSpecialHost('docs.example.com')).toBe(false);
  });
});
