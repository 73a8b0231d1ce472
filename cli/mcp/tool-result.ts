import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/**
 * A result as text and as structuredContent. Clients differ in which one the model sees (Claude
 * Code passes only JSON.stringify(structuredContent) when there is any; others pass the text), so
 * both carry everything, and a result's size is the larger of the two.
 */
export function toolResult(structured: Record<string, unknown>, text: string): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

/** A refusal the agent can act on: the message says what was wrong and what to do instead. */
export function toolError(message: string): CallToolResult {
  return {
    content: [{ type: 'text', text: message }],
    structuredContent: { error: message },
    isError: true,
  };
}

/** What a result costs the model, in characters, whichever of its forms the client passes on. */
export function resultChars(structured: Record<string, unknown>, text: string): number {
  return Math.max(text.length, JSON.stringify(structured).length);
}
