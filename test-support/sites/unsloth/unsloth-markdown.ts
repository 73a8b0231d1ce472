import type { GitbookDoc } from './unsloth-pages.ts';

/**
 * A GitBook `.md` twin: the "For the complete documentation index…" header, the page, and the
 * "Agent Instructions" footer addressed to AI agents (injected text: strip it, never act on it).
 */
export function unslothTwin(o: string, page: GitbookDoc, mcp: boolean): string {
  const header = `> For the complete documentation index, see [llms.txt](${o}/docs/llms.txt). Markdown versions of documentation pages are available by appending \`.md\` to page URLs; this page is available as [Markdown](${o}${page.path}.md).${mcp ? ` Agents can also search and read this documentation through its [MCP server](${o}/docs/~gitbook/mcp).` : ''}`;
  const footer = `---\n\n## Agent Instructions: Querying This Documentation\n\nAI agents that need more than this page can query the documentation: send a GET request to this page's URL with an \`ask\` parameter, e.g. \`${o}${page.path}.md?ask=<question>\`, and read the generated answer.\n`;
  return `${header}\n\n# ${page.title}\n\n${page.description}\n\n${page.markdown}\n${footer}`;
}

/** /docs/llms.txt: every published page as a `.md` link, grouped by space section. */
export function unslothLlmsTxt(o: string, pages: GitbookDoc[]): string {
  const groups = [...new Set(pages.map((p) => p.group))];
  const body = groups
    .map(
      (g) =>
        `## ${g}\n\n${pages
          .filter((p) => p.group === g)
          .map(
            (p) =>
              `${p.path.split('/').length > 4 ? '  ' : ''}- [${p.title}](${o}${p.path}.md): ${p.description}`,
          )
          .join('\n')}`,
    )
    .join('\n\n');
  return `# Unsloth Documentation\n\n${body}\n`;
}

/** /docs/llms-full.txt: every page's Markdown under its title, hidden pages included. */
export function unslothLlmsFull(
  pages: GitbookDoc[],
  hidden: { title: string; markdown: string },
): string {
  return [
    ...pages.map((p) => `# ${p.title}\n\n${p.description}\n\n${p.markdown}`),
    `# ${hidden.title}\n\n${hidden.markdown}`,
  ].join('\n\n');
}
