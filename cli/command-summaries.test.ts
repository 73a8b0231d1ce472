import { Command } from 'commander';
import type { Argument } from 'commander';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from './run-cli.ts';

const io = { stdout: { write: () => {} }, stderr: { write: () => {} }, env: {} };
const argsOf = (args: readonly Argument[]) =>
  args
    .map((a) => {
      const name = `${a.name()}${a.variadic ? '...' : ''}`;
      return a.required ? `<${name}>` : `[${name}]`;
    })
    .join(' ');

describe('the command summaries folio --help lists without loading the commands', () => {
  it('say what each command’s own module declares', async () => {
    const program = new Command('folio');
    for (const entry of Object.values(COMMANDS)) (await entry.load())(program, io);
    const declared = program.commands.map((c) => ({
      name: c.name(),
      args: argsOf(c.registeredArguments),
      description: c.description(),
      options: c.options.length > 0,
    }));
    const summarised = Object.entries(COMMANDS).map(([name, { args, description }]) => ({
      name,
      args,
      description,
      options: true,
    }));
    expect(declared).toEqual(summarised);
  });
});
