import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { UsageError } from '../usage-error.ts';
import { createToken } from './token-guard.ts';

/** A token someone could guess is no token: at least 128 bits' worth of URL-safe characters. */
const VALID = /^[A-Za-z0-9_-]{22,256}$/;

/**
 * The team's token, kept in FILE so that links shared yesterday still open after a restart. A
 * missing file gets a new token, written for its owner alone (0600); an existing one must hold
 * one token and nothing else, so a wrong path is an error rather than a silently new link.
 */
export function readTokenFile(file: string): string {
  if (!existsSync(file)) {
    const token = createToken();
    try {
      writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      throw new UsageError(`--token-file ${file}: cannot create it (${(error as Error).message})`);
    }
    return token;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`--token-file ${file}: cannot read it (${(error as Error).message})`);
  }
  const token = text.trim();
  if (!VALID.test(token)) {
    throw new UsageError(
      `--token-file ${file} does not hold a token (22 to 256 characters of A-Z a-z 0-9 _ -); delete it to have a new one made`,
    );
  }
  // Whoever can read the file can read the cache through the server; a file someone else owns
  // keeps the mode they gave it.
  try {
    chmodSync(file, 0o600);
  } catch {
    // not ours to change
  }
  return token;
}
