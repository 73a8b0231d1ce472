import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isSpecialAddress } from '../url/is-special-address.ts';

/** Thrown (through the connect callback) when a name resolves to a special address. */
export class AddressRefused extends Error {
  readonly code = 'EFOLIO_ADDRESS_REFUSED';
}

/**
 * A DNS lookup for sockets that may only reach public addresses: the name is resolved, every
 * answer checked, and the connection refused before it is attempted when one is special. Checking
 * the resolved address (not the name) is what stops a public-looking host that points at
 * 169.254.169.254 or 10.x; doing it inside the connect means there is no second lookup to race.
 */
export function guardedLookup(inner: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    inner(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      const answers: LookupAddress[] = Array.isArray(address)
        ? address
        : [{ address, family: family ?? 4 }];
      const special = answers.find((answer) => isSpecialAddress(answer.address));
      if (special !== undefined) {
        return callback(
          new AddressRefused(
            `${hostname} resolves to ${special.address}, a private or special address`,
          ),
          '',
        );
      }
      callback(null, address, family);
    });
  };
}

export type { LookupAllOptions, LookupOneOptions };
