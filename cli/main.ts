import { runCli } from './run-cli.ts';

const code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
});
// serve sets process.exitCode itself when a signal stops it: a 0 here must not overwrite it.
if (code !== 0) process.exitCode = code;
