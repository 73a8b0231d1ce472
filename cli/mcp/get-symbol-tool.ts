import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { MAX_TOKENS, MIN_TOKENS } from './budget.ts';
import { readPage } from './read-page-tool.ts';
import type { ToolContext } from './tool-context.ts';
import { toolError } from './tool-result.ts';

export const getSymbolInput = {
  name: z
    .string()
    .min(1)
    .max(300)
    .describe('A fully qualified API name, e.g. "deepspeed.initialize" or "torch.optim.AdamW"'),
  max_tokens: z.number().int().min(MIN_TOKENS).max(MAX_TOKENS).optional(),
};

export type GetSymbolArgs = z.infer<z.ZodObject<typeof getSymbolInput>>;

/** An API name straight to its section, by the symbol index the sites' objects.inv gave. */
export async function getSymbol(
  context: ToolContext,
  args: GetSymbolArgs,
): Promise<CallToolResult> {
  const { hits } = await context.api().search({ query: args.name, limit: 5 });
  const symbol = hits.find((hit) => hit.symbol !== undefined);
  if (symbol === undefined) {
    return toolError(
      `No API symbol named "${args.name}" in the cache's symbol index. Use search with the name ` +
        'or a few words about it instead.',
    );
  }
  return readPage(context, {
    url: `${symbol.url}#${symbol.anchor}`,
    ...(args.max_tokens === undefined ? {} : { max_tokens: args.max_tokens }),
  });
}
