import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { normalizeText } from './validate-questions.ts';

/** What one tool call gave the agent: its text, and the hits when it was a search. */
export interface CallOutcome {
  tool: 'search' | 'read_page';
  text: string;
  hits: Array<{ docset: string; url: string }>;
  isError: boolean;
  /** Wall time of the call, client to server and back, in milliseconds. */
  ms: number;
}

/** The most calls a policy makes: search, then read the first hit, then the second. */
export const MAX_CALLS = 3;

/**
 * Plays one question through the MCP client with the fixed policy an agent with no judgement
 * of its own would follow: `search` with the question as asked, `read_page` of the first hit's
 * url (its #anchor reads that section), then `read_page` of the second. Each budget of 1, 2 and
 * 3 calls is judged on the prefix of these calls, so one run measures all three.
 */
export async function playQuestion(client: Client, question: string): Promise<CallOutcome[]> {
  const search = await call(client, 'search', { query: question });
  const calls: CallOutcome[] = [search];
  for (const hit of search.hits.slice(0, MAX_CALLS - 1)) {
    calls.push(await call(client, 'read_page', { url: hit.url }));
  }
  return calls;
}

async function call(
  client: Client,
  tool: CallOutcome['tool'],
  args: Record<string, unknown>,
): Promise<CallOutcome> {
  const started = performance.now();
  const result = (await client.callTool({ name: tool, arguments: args })) as CallToolResult;
  const ms = performance.now() - started;
  const text = result.content.flatMap((c) => (c.type === 'text' ? [c.text] : [])).join('\n');
  const structured = result.structuredContent as
    { hits?: Array<{ docset: string; url: string }> } | undefined;
  return { tool, text, hits: structured?.hits ?? [], isError: result.isError === true, ms };
}

/**
 * Whether every answer string is in what the first `budget` calls returned. The search tool
 * marks matched words with `**`, which is its emphasis and not the docs' text, so it is taken
 * out before comparing, as is read_page's `_emphasis_`; anything else (an escape in
 * `sort\_keys`) counts against the answer, as it would for an agent copying it.
 */
export function answered(
  calls: readonly CallOutcome[],
  budget: number,
  answers: readonly string[],
) {
  const read = normalizeText(
    calls
      .slice(0, budget)
      .map((c) => (c.tool === 'search' ? c.text.replaceAll('**', '') : withoutEmphasis(c.text)))
      .join('\n'),
  );
  return answers.every((a) => read.includes(normalizeText(a)));
}

/**
 * Markdown's `_emphasis_` taken out of read_page's text: "A _shallow copy_ constructs" says the
 * answer as the page does. Only underscores that open or close a run of words go; `sort_keys`,
 * `__init__` and an escaped `\_` are text and stay.
 */
export function withoutEmphasis(markdown: string): string {
  return markdown.replace(/(?<![\w\\])_(?=[^\s_])/gu, '').replace(/(?<=[^\s_\\])_(?!\w)/gu, '');
}

/** Tokens as agents' budgets are usually reckoned: characters / 4, over the first calls. */
export function tokensOf(calls: readonly CallOutcome[], budget: number): number {
  const chars = calls.slice(0, budget).reduce((sum, c) => sum + c.text.length, 0);
  return Math.round(chars / 4);
}
