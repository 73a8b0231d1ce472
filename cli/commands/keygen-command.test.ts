import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePublicKey, parseSecretKey } from '../../core/feed/minisign-keys.ts';
import { signMinisign, verifyMinisign } from '../../core/feed/minisign-signature.ts';
import { runFolioInProcess } from '../testing/run-cli-in-process.ts';

// CI installs Debian's minisign (.ci/run); elsewhere these checks are skipped, not faked.
const MINISIGN = '/usr/bin/minisign';
const haveMinisign = existsSync(MINISIGN);

describe('folio keygen', () => {
  it.skipIf(!haveMinisign)('interoperates with Debian’s minisign both ways', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-minisign-'));
    const made = await runFolioInProcess(['keygen', '--out', join(dir, 'feed.key')]);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/key id [0-9A-F]{16}/);
    const again = await runFolioInProcess(['keygen', '--out', join(dir, 'feed.key')]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/already exists/);
    const secret = parseSecretKey(readFileSync(join(dir, 'feed.key'), 'utf8'));

    writeFileSync(join(dir, 'ours'), 'signed by folio\n');
    const ours = signMinisign(readFileSync(join(dir, 'ours')), secret, 'folio serial=3');
    writeFileSync(join(dir, 'ours.minisig'), ours);
    const out = execFileSync(
      MINISIGN,
      ['-V', '-p', join(dir, 'feed.key.pub'), '-m', join(dir, 'ours')],
      {
        encoding: 'utf8',
      },
    );
    expect(out).toContain('Trusted comment: folio serial=3');

    // minisign signs with folio's secret key (so its checksum and layout are minisign's own).
    writeFileSync(join(dir, 'theirs'), 'signed by minisign\n');
    execFileSync(
      MINISIGN,
      ['-S', '-s', join(dir, 'feed.key'), '-m', join(dir, 'theirs'), '-t', 'by minisign'],
      {
        input: '',
      },
    );
    const pub = parsePublicKey(readFileSync(join(dir, 'feed.key.pub'), 'utf8'));
    const theirs = readFileSync(join(dir, 'theirs.minisig'), 'utf8');
    expect(verifyMinisign(readFileSync(join(dir, 'theirs')), theirs, pub)).toBe('by minisign');
  });
});
