/**
 * A command that ran and has its own exit status besides 0 (a sync where a docset failed: 1;
 * stopped with Ctrl+C: 130). It has said what it had to; runCli only returns the code.
 */
export class CommandExit extends Error {
  readonly code: number;

  constructor(code: number) {
    super(`exit ${code}`);
    this.code = code;
  }
}
