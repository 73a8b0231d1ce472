/**
 * bin/folio of a release: the checkout's launcher without its fallbacks (there is no system Node to
 * fall back to, no sources to run), with the same memory settings for the same reasons as
 * bin/folio in the checkout. The compile cache is set by environment here because the release
 * starts the bundle directly, not through bin/start.js.
 */
export function posixLauncher(): string {
  return `#!/bin/sh
# Folio's launcher: runs the bundled Node on the bundled CLI, from wherever this folder was unpacked.
set -e
root=$(CDPATH= cd -- "$(dirname -- "$(readlink -f -- "$0")")/.." && pwd)
node="$root/node/bin/node"
export MALLOC_ARENA_MAX="\${MALLOC_ARENA_MAX:-2}"
export NODE_COMPILE_CACHE="\${NODE_COMPILE_CACHE:-\${TMPDIR:-/tmp}/folio-node-compile-cache}"
if [ "$1" = sync ]; then
  exec "$node" --max-semi-space-size=4 --expose-gc "$root/dist/cli/folio.js" "$@"
fi
if [ "$1" = serve ]; then
  exec "$node" --expose-gc "$root/dist/cli/folio.js" "$@"
fi
exec "$node" "$root/dist/cli/folio.js" "$@"
`;
}

/** bin\\folio.cmd: cmd.exe needs CRLF line ends; %~dp0 is this file's folder, wherever it is. */
export function windowsLauncher(): string {
  return [
    '@echo off',
    'rem Folio launcher: runs the bundled Node on the bundled CLI, from wherever this folder was unpacked.',
    'setlocal',
    'set "FOLIO_ROOT=%~dp0.."',
    'if "%1"=="sync" (',
    '  "%FOLIO_ROOT%\\node\\node.exe" --max-semi-space-size=4 --expose-gc "%FOLIO_ROOT%\\dist\\cli\\folio.js" %*',
    ') else if "%1"=="serve" (',
    '  "%FOLIO_ROOT%\\node\\node.exe" --expose-gc "%FOLIO_ROOT%\\dist\\cli\\folio.js" %*',
    ') else (',
    '  "%FOLIO_ROOT%\\node\\node.exe" "%FOLIO_ROOT%\\dist\\cli\\folio.js" %*',
    ')',
    'exit /b %ERRORLEVEL%',
    '',
  ].join('\r\n');
}
