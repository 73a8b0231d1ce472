import { isIP } from 'node:net';

/**
 * Whether a bind address only accepts connections from this machine. Anything else (a LAN
 * address, 0.0.0.0, a host name) exposes the cache to the network and needs a token.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (name === 'localhost' || name === '::1') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}
