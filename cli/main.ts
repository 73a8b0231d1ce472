import { runCli } from './run-cli.ts';

const code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
});
// sync and serve still set process.exitCode themselves (1 when a docset failed, 130 when
// stopped) and return normally: a 0 here must not overwrite theirs.
if (code !== 0) process.exitCode = code;
