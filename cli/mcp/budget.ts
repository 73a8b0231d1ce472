import { z } from 'zod';

/**
 * How much a tool result may hold. Clients cap what a tool may return (Claude Code refuses results
 * over 25,000 tokens), and a docs answer that fills an agent's context crowds out its work, so
 * every result is sized here, before it is sent.
 *
 * Tokens are estimated as characters / 3, not the usual / 4: code, URLs and non-English text run
 * denser than prose, and an estimate that errs high keeps a result under a client's limit that an
 * estimate erring low would break. The hard cap leaves a margin on top of that.
 */
export const CHARS_PER_TOKEN = 3;

/** The most any one result may hold, whatever max_tokens asks for: under Claude Code's 25,000. */
export const MAX_TOKENS = 20_000;

/** Below this a part of a page would be mostly header. */
export const MIN_TOKENS = 500;

export const DEFAULT_READ_TOKENS = 6_000;
export const DEFAULT_SEARCH_TOKENS = 3_000;

/** max_tokens as asked (or the default), clamped to what the server allows, in characters. */
export function budgetChars(maxTokens: number | undefined, fallback: number): number {
  const tokens = Math.min(Math.max(maxTokens ?? fallback, MIN_TOKENS), MAX_TOKENS);
  return tokens * CHARS_PER_TOKEN;
}

export function estimateTokens(chars: number): number {
  return Math.ceil(chars / CHARS_PER_TOKEN);
}

/** The `max_tokens` argument every sized tool takes: how big one answer may be. */
export function maxTokensArg(what: string, defaultTokens: number) {
  return z
    .number()
    .int()
    .min(MIN_TOKENS)
    .max(MAX_TOKENS)
    .optional()
    .describe(`Size of ${what} (default ${defaultTokens}, at most ${MAX_TOKENS})`);
}
