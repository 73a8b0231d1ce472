import cliProgress from 'cli-progress';
import type { Docset } from '../core/catalog/docset.ts';
import type { DocsetResult, SyncEvent } from '../core/mirror/sync-event.ts';
import { isNotPage, isOffline } from '../core/mirror/sync-event.ts';
import type { CliOutput } from './cli-io.ts';
import { formatBytes } from '../core/fetch/format-units.ts';
import { formatTable } from './format-table.ts';

export interface SyncReporter {
  onEvent(event: SyncEvent): void;
  finish(results: readonly DocsetResult[]): void;
  stop(): void;
}

/**
 * How a sync shows itself: NDJSON events with --json (for scripts), a progress bar per docset on a
 * terminal, one line per event otherwise (cron and cluster logs must stay line-based).
 */
export function createSyncReporter(options: {
  json: boolean;
  docsets: readonly Docset[];
  stdout: CliOutput;
  stderr: CliOutput;
}): SyncReporter {
  const { stdout, stderr } = options;
  if (options.json) return jsonReporter(stdout);
  return stderr.isTTY ? barReporter(stdout, stderr) : lineReporter(stdout, stderr);
}

function jsonReporter(stdout: CliOutput): SyncReporter {
  return {
    onEvent: (event) => stdout.write(`${JSON.stringify(event)}\n`),
    finish: (results) => stdout.write(`${JSON.stringify({ type: 'summary', results })}\n`),
    stop: () => {},
  };
}

function lineReporter(stdout: CliOutput, stderr: CliOutput): SyncReporter {
  const errors = new Map<string, string[]>();
  return {
    onEvent(event) {
      switch (event.type) {
        case 'docset-start':
          stdout.write(`${event.docset}: sync ${event.entryUrl}\n`);
          break;
        case 'page': {
          const why = event.message ? `: ${event.message}` : '';
          // "redirects to …" reads as a note, not as an outcome with a reason.
          stdout.write(
            event.outcome === 'redirected'
              ? `${event.docset}: ${event.url} ${event.message ?? 'redirects'}\n`
              : `${event.docset}: ${event.outcome} ${event.url}${why}\n`,
          );
          if (event.outcome === 'failed')
            remember(errors, event.docset, `${event.url}: ${event.message ?? ''}`);
          break;
        }
        case 'docset-end':
          stdout.write(
            `${event.docset}: ${event.outcome} in ${event.seconds.toFixed(1)} s${event.error ? ` (${event.error})` : ''}\n`,
          );
          break;
      }
    },
    finish: (results) => printSummary(results, new Map(), stdout, stderr),
    stop: () => {},
  };
}

function barReporter(stdout: CliOutput, stderr: CliOutput): SyncReporter {
  const multibar = new cliProgress.MultiBar(
    {
      // Only a terminal gets bars, and a terminal is the process's own stream (cursor moves).
      stream: stderr as unknown as NodeJS.WritableStream,
      format:
        ' {docset} [{bar}] {value}/{total} pages | {bytes} | +{new} ~{changed} ={unchanged} !{failed}{notPages} {state}',
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  const bars = new Map<string, cliProgress.SingleBar>();
  const counts = new Map<string, Record<string, number>>();
  const errors = new Map<string, string[]>();
  return {
    onEvent(event) {
      if (event.type === 'docset-start') {
        counts.set(event.docset, { new: 0, changed: 0, unchanged: 0, failed: 0, notPages: 0 });
        bars.set(
          event.docset,
          multibar.create(1, 0, {
            docset: event.docset.padEnd(22),
            bytes: '0 B',
            new: 0,
            changed: 0,
            unchanged: 0,
            failed: 0,
            notPages: '',
            state: '',
          }),
        );
        return;
      }
      const bar = bars.get(event.docset);
      const c = counts.get(event.docset);
      if (!bar || !c) return;
      if (event.type === 'page') {
        // A page back from removal is, on the bar, one more page added.
        const counted = event.outcome === 'restored' ? 'new' : event.outcome;
        if (counted in c) c[counted] = (c[counted] ?? 0) + 1;
        if (isNotPage(event.outcome)) c.notPages = (c.notPages ?? 0) + 1;
        if (event.outcome === 'failed')
          remember(errors, event.docset, `${event.url}: ${event.message ?? ''}`);
        bar.setTotal(Math.max(event.found, 1));
        bar.update(event.done, {
          ...c,
          notPages: notPagesText(c.notPages ?? 0),
          bytes: formatBytes(event.bytes),
        });
        c.done = event.done;
      } else {
        // The run's own summary, not the page events counted so far: a GitHub docset sends no
        // page events, and its bar would otherwise end at "1/1 pages +0" after storing dozens.
        const { changed, unchanged, failed } = event.summary;
        const added = event.summary.new + event.summary.restored;
        const total = Math.max(bar.getTotal(), added + changed + unchanged + failed, 1);
        bar.setTotal(total);
        // A run that failed or was stopped ends where it got to, marked; only a good one is full.
        const ended = event.outcome === 'ok' ? total : (c.done ?? 0);
        const state = event.outcome === 'ok' ? '' : event.outcome.toUpperCase();
        bar.update(ended, { new: added, changed, unchanged, failed, state });
      }
    },
    finish(results) {
      multibar.stop();
      printSummary(results, errors, stdout, stderr);
    },
    stop: () => multibar.stop(),
  };
}

/**
 * Redirects and by-products count in "11/11 pages" but in none of +new ~changed =unchanged
 * !failed; said after them, so the figures add up.
 */
export function notPagesText(count: number): string {
  return count === 0 ? '' : ` ·${count} not ${count === 1 ? 'a page' : 'pages'}`;
}

function remember(errors: Map<string, string[]>, docset: string, line: string): void {
  const list = errors.get(docset) ?? [];
  if (list.length < 5) list.push(line);
  errors.set(docset, list);
}

function printSummary(
  results: readonly DocsetResult[],
  errors: Map<string, string[]>,
  stdout: CliOutput,
  stderr: CliOutput,
): void {
  // With no network at all, one line after the table says so (offlineAdvice): each row saying
  // its own DNS error again would bury it.
  const offline = isOffline(results);
  // Pages coming back are rare: their column shows only when a run restored some.
  const restored = results.some((r) => r.summary.restored > 0);
  const rows = results.map((r) => [
    r.docset,
    r.outcome,
    String(r.summary.new),
    ...(restored ? [String(r.summary.restored)] : []),
    String(r.summary.changed),
    String(r.summary.unchanged),
    String(r.summary.removed),
    String(r.summary.failed),
    offline ? 'no network' : (r.error ?? ''),
  ]);
  const head = ['docset', 'result', 'new', ...(restored ? ['restored'] : []), 'changed'];
  stdout.write(`\n${formatTable([...head, 'unchanged', 'removed', 'failed', 'error'], rows)}`);
  for (const [docset, lines] of errors) {
    for (const line of lines) stderr.write(`folio: ${docset}: ${line}\n`);
  }
  // A cut trap or a full page cap leaves the mirror short without any page failing: said apart.
  for (const result of results) {
    for (const note of result.notes ?? []) stderr.write(`folio: ${result.docset}: ${note}\n`);
  }
}
