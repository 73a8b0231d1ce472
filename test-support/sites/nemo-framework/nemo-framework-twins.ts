import type { NemoPage } from './nemo-framework-pages.ts';

const underline = (text: string, ch: string) => ch.repeat(Math.max(text.length, 3));

/**
 * The `.html.md` twin docs.nvidia.com serves for a Sphinx page: not raw Markdown but a
 * reader-style wrapper (`Title:` / `URL Source:` / `Published Time:` / `Markdown Content:`), with
 * every internal link rewritten to `.html.md` and headings keeping their `[#](…)` permalink.
 */
export function nemoTwin(p: NemoPage, root: string, siteOrigin: string): string {
  const page = `${root}${p.docname}.html`;
  const heading = (id: string, title: string, ch: string) => {
    const line = `${title}[#](${page}.md#${id} "Link to this heading")`;
    return `${line}\n${underline(line, ch)}`;
  };
  const id = p.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const parts = [
    `Title: ${p.title} — NVIDIA NeMo Framework User Guide`,
    '',
    `URL Source: ${page}`,
    '',
    'Published Time: Thu, 30 Oct 2025 07:07:33 GMT',
    '',
    'Markdown Content:',
    heading(id, p.title, '='),
    '',
    p.intro,
  ];
  if (p.image) parts.push('', `![${p.title}](${root}${p.image})`);
  if (p.link) parts.push('', `Next: [${p.link[1]}](${root}${p.link[0]}.html.md).`);
  if (p.neighbour)
    parts.push('', `Related product: [${p.neighbour[1]}](${siteOrigin}${p.neighbour[0]}).`);
  for (const [sid, title, text] of p.sections) parts.push('', heading(sid, title, '-'), '', text);
  return `${parts.join('\n')}\n`;
}

/**
 * /nemo-framework/llms.txt: `.html.md` links to the latest version only, some scheme-less
 * (`127.0.0.1:PORT/…`, the fixture's form of `docs.nvidia.com/…`), one relative to the llms.txt
 * URL, and an Optional section that also points at a Fern product's llms.txt (never followed).
 */
export function nemoLlmsTxt(origin: string, host: string, pages: NemoPage[]): string {
  const root = 'nemo-framework/user-guide/latest';
  const link = (docname: string, form: 'scheme' | 'bare' | 'relative') => {
    const p = pages.find((x) => x.docname === docname)!;
    const target =
      form === 'scheme'
        ? `${origin}/${root}/${docname}.html.md`
        : form === 'bare'
          ? `${host}/${root}/${docname}.html.md`
          : `user-guide/latest/${docname}.html.md`;
    return `- [${p.title}](${target}): ${p.intro.split(/[.;]/)[0]}`;
  };
  return `# NVIDIA NeMo Framework

> NeMo Framework is NVIDIA's scalable generative AI framework. Each link is the Markdown version of a page of the latest user guide.

## Getting Started

${link('index', 'scheme')}
${link('overview', 'bare')}
${link('installation', 'bare')}
${link('getting-started/quickstart', 'scheme')}

## Training and Performance

${link('llms/llama3', 'scheme')}
${link('performance/performance-summary', 'bare')}

## NeMo Toolkit

${link('nemotoolkit/common/intro', 'relative')}
  - ${host}/${root}/nemotoolkit/asr/intro.html.md

## Optional

${link('release-notes', 'scheme')}
- [NeMo Guardrails](${host}/nemo/guardrails/llms.txt): a separate product
`;
}
