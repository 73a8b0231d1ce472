/**
 * A docs version as catalogs, overrides, `--version` and scopes write it: `0.14`, `v2.4.0`,
 * `24.07`, `stable`, `1.0.0rc1`. No `/`, `@` or spaces, so `id@version` reads one way only.
 */
const VERSION = /^[A-Za-z0-9][\w.+-]{0,63}$/;

export function isDocsVersion(text: string): boolean {
  return VERSION.test(text);
}

/** `deepspeed@0.14` → `{ family: 'deepspeed', version: '0.14' }`; a plain id has no version. */
export function splitDocsetId(id: string): { family: string; version?: string } {
  const at = id.indexOf('@');
  if (at < 0) return { family: id };
  return { family: id.slice(0, at), version: id.slice(at + 1) };
}

export function pinnedId(family: string, version: string): string {
  return `${family}@${version}`;
}

/**
 * Orders versions newest first: numbers compared as numbers (`0.14` before `0.9`), a leading `v`
 * ignored, and a pre-release (`1.0rc1`) before its release. Names that hold no number
 * (`latest`, `main`) sort before every number, as the docs they name are the newest.
 */
export function compareVersionsNewestFirst(a: string, b: string): number {
  const pa = versionParts(a);
  const pb = versionParts(b);
  if (pa === undefined || pb === undefined) {
    if (pa === undefined && pb === undefined) return a.localeCompare(b);
    return pa === undefined ? -1 : 1;
  }
  for (let i = 0; i < Math.max(pa.numbers.length, pb.numbers.length); i++) {
    const d = (pb.numbers[i] ?? 0) - (pa.numbers[i] ?? 0);
    if (d !== 0) return d;
  }
  if (pa.pre !== pb.pre)
    return pa.pre === '' ? -1 : pb.pre === '' ? 1 : pb.pre.localeCompare(pa.pre);
  return a.localeCompare(b);
}

/** `v0.14.2rc1` → numbers [0, 14, 2], pre `rc1`; undefined when it does not start with a number. */
export function versionParts(text: string): { numbers: number[]; pre: string } | undefined {
  const match = /^v?(\d+(?:\.\d+)*)(.*)$/i.exec(text.trim());
  if (!match) return undefined;
  const numbers = match[1]!.split('.').map(Number);
  const pre = match[2]!.replace(/^[-.+_]/, '').toLowerCase();
  return { numbers, pre };
}
