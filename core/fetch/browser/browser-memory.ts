import { readFile, readdir } from 'node:fs/promises';

/**
 * The memory the browser this process launched holds: the proportional set size (shared pages
 * split between the processes sharing them, so Chromium's many processes are not counted many
 * times over) of every descendant of `root` whose name says Chromium or Chrome. Undefined where
 * /proc cannot tell (not Linux): the budget is then the per-page heap cap alone.
 */
export async function browserMemory(root = process.pid): Promise<number | undefined> {
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  await Promise.all(
    pids.map(async (pid) => {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read from the last ')'.
      const close = stat.lastIndexOf(')');
      if (close < 0) return;
      const ppid = Number(stat.slice(close + 2).split(' ')[1]);
      parents.set(Number(pid), ppid);
      names.set(Number(pid), stat.slice(stat.indexOf('(') + 1, close));
    }),
  );
  const isDescendant = (pid: number): boolean => {
    for (let at = parents.get(pid), hops = 0; at !== undefined && hops < 64; hops++) {
      if (at === root) return true;
      at = parents.get(at);
    }
    return false;
  };
  const browser = [...parents.keys()].filter(
    (pid) => isDescendant(pid) && /chrom/i.test(names.get(pid) ?? ''),
  );
  const sizes = await Promise.all(browser.map(pssOf));
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function pssOf(pid: number): Promise<number> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
  const kb = /^Pss:\s+(\d+) kB/m.exec(rollup)?.[1];
  if (kb !== undefined) return Number(kb) * 1024;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}
