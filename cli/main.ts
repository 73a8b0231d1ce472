import { runCli } from './run-cli.ts';

// `folio … | head` closes the pipe before the command is done: that is the reader having read
// enough, not an error worth a stack trace. End quietly, as other Unix tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}

const code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
});
// serve sets process.exitCode itself when a signal stops it: a 0 here must not overwrite it.
if (code !== 0) process.exitCode = code;
