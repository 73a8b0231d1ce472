import { inflateSync } from 'node:zlib';
import { assignedLiteral } from '../js-literal.ts';

/** Far above any real site's data (TypeDoc's own docs: well under 1 MB inflated); a bomb stops here. */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;

/**
 * The value a TypeDoc data script assigns (`window.navigationData = "…"`, `window.searchData`):
 * a base64 string of deflated JSON in the versions that compress it, else the literal itself.
 * Read as data, never run.
 */
export function readTypedocData(script: string, name: string): unknown {
  const value = assignedLiteral(script, name);
  if (typeof value !== 'string') return value;
  const inflated = inflateSync(Buffer.from(value, 'base64'), {
    maxOutputLength: MAX_INFLATED_BYTES,
  });
  return JSON.parse(inflated.toString('utf8')) as unknown;
}
