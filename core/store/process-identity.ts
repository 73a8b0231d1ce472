import { readFileSync } from 'node:fs';

/** What can be told about a process by its pid: whether it exists, and which one it is. */
export interface ProcessIdentity {
  alive: boolean;
  /**
   * When it started (Linux: clock ticks since boot, /proc/PID/stat field 22); undefined where the
   * system does not say. A pid is reused; a pid with the same start time is the same process.
   */
  startTime?: string;
  /** Its command line, when the system says (Linux /proc/PID/cmdline). */
  command?: string;
}

export type DescribeProcess = (pid: number) => ProcessIdentity;

/** The running system's answer, from signal 0 and /proc where there is one. */
export const describeProcess: DescribeProcess = (pid) => {
  let alive: boolean;
  try {
    process.kill(pid, 0);
    alive = true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    alive = (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (!alive) return { alive };
  return { alive, startTime: readStartTime(pid), command: readCommand(pid) };
};

function readStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function readCommand(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return undefined;
  }
}
