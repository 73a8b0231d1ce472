import { describe, expect, it } from 'vitest';
import { parseLlmsTxt } from './parse-llms-txt.ts';

const BASE = 'https://docs.example.org/product/llms.txt';

describe('parseLlmsTxt', () => {
  it('reads the llmstxt.org shape', () => {
    const parsed = parseLlmsTxt(
      [
        '# Example Product',
        '',
        '> Example Product trains models on many GPUs.',
        '> It is fast.',
        '',
        'Start with the overview; the API pages are generated.',
        '',
        '## Guides',
        '',
        '- [Overview](https://docs.example.org/product/overview.md): What it is',
        '- [Install](install.md)',
        '  - [On Linux](install/linux.md): Linux only',
        '    - [Ubuntu](install/ubuntu.md)',
        '  - [On macOS](install/macos.md)',
        '- [FAQ](/product/faq.md) - Questions',
        '',
        '## Optional',
        '',
        '- [Changelog](https://docs.example.org/product/changelog.md)',
      ].join('\n'),
      BASE,
    );
    expect(parsed.title).toBe('Example Product');
    expect(parsed.summary).toBe('Example Product trains models on many GPUs. It is fast.');
    expect(parsed.notes).toBe('Start with the overview; the API pages are generated.');
    expect(parsed.sections.map((s) => [s.name, s.optional])).toEqual([
      ['Guides', false],
      ['Optional', true],
    ]);
    expect(parsed.sections[0]!.links).toEqual([
      {
        title: 'Overview',
        url: 'https://docs.example.org/product/overview.md',
        notes: 'What it is',
        depth: 0,
      },
      { title: 'Install', url: 'https://docs.example.org/product/install.md', depth: 0 },
      {
        title: 'On Linux',
        url: 'https://docs.example.org/product/install/linux.md',
        notes: 'Linux only',
        depth: 1,
      },
      { title: 'Ubuntu', url: 'https://docs.example.org/product/install/ubuntu.md', depth: 2 },
      { title: 'On macOS', url: 'https://docs.example.org/product/install/macos.md', depth: 1 },
      {
        title: 'FAQ',
        url: 'https://docs.example.org/product/faq.md',
        notes: 'Questions',
        depth: 0,
      },
    ]);
  });

  it('resolves scheme-less host/path links as absolute, relative files as relative', () => {
    const parsed = parseLlmsTxt(
      [
        '# Hub',
        '## Products',
        '- [Framework](docs.example.org/framework/latest/overview.html.md)',
        '- [Www](www.example.org/x)',
        '- [Guide](guide/intro.html.md)',
        '- [Page](page.md)',
        '- [Unsloth](unsloth.ai/docs/get-started.md)',
        '- docs.example.org/framework/latest/install.html.md',
        '- [Local](127.0.0.1:8080/docs/a.md)',
        '- [Dev](localhost:3000/docs/b.md)',
        '- see and/or maybe docs.example.org/c.md',
      ].join('\n'),
      'https://docs.example.org/llms.txt',
    );
    expect(parsed.sections[0]!.links.map((l) => l.url)).toEqual([
      'https://docs.example.org/framework/latest/overview.html.md',
      'https://www.example.org/x',
      'https://docs.example.org/guide/intro.html.md',
      'https://docs.example.org/page.md',
      'https://unsloth.ai/docs/get-started.md',
      'https://docs.example.org/framework/latest/install.html.md',
      'https://127.0.0.1:8080/docs/a.md',
      'https://localhost:3000/docs/b.md',
      'https://docs.example.org/c.md',
    ]);
    expect(parsed.sections[0]!.links[5]!.title).toBe('install');
  });

  it('reads bare URLs, named URLs and bold links', () => {
    const parsed = parseLlmsTxt(
      [
        '## Pages',
        'https://docs.example.org/a/first-page.html',
        '- <https://docs.example.org/b.md>',
        '- Worlds registry: https://docs.example.org/api/worlds — a JSON list.',
        '- **[Bold](https://docs.example.org/bold.md)**: emphasised',
        '- See the end of https://docs.example.org/c.md).',
        '- just words, not a link',
      ].join('\n'),
      BASE,
    );
    expect(parsed.sections[0]!.links).toEqual([
      { title: 'first page', url: 'https://docs.example.org/a/first-page.html', depth: 0 },
      { title: 'b', url: 'https://docs.example.org/b.md', depth: 0 },
      {
        title: 'Worlds registry',
        url: 'https://docs.example.org/api/worlds',
        notes: 'a JSON list.',
        depth: 0,
      },
      {
        title: 'Bold',
        url: 'https://docs.example.org/bold.md',
        notes: 'emphasised',
        depth: 0,
      },
      { title: 'See the end of', url: 'https://docs.example.org/c.md', depth: 0 },
    ]);
  });

  it('parses a file whose line breaks were lost', () => {
    const oneLine =
      '> For clean Markdown of any page, append .md to the page URL. > For a complete documentation ' +
      'index, see https://docs.example.org/nim/llms.txt. # Resources ## Docs - [Support and FAQ]' +
      '(https://docs.example.org/nim/support-and-faq.md): Find the most useful answers - [Release ' +
      'notes](https://docs.example.org/nim/release-notes.md): What changed, and why ## Optional - ' +
      '[Archive](docs.example.org/nim/archive.md)';
    const parsed = parseLlmsTxt(oneLine, 'https://docs.example.org/nim/llms.txt');
    expect(parsed.title).toBe('Resources');
    expect(parsed.summary).toContain('For clean Markdown');
    expect(parsed.sections.map((s) => s.name)).toEqual(['Docs', 'Optional']);
    expect(parsed.sections[0]!.links).toEqual([
      {
        title: 'Support and FAQ',
        url: 'https://docs.example.org/nim/support-and-faq.md',
        notes: 'Find the most useful answers',
        depth: 0,
      },
      {
        title: 'Release notes',
        url: 'https://docs.example.org/nim/release-notes.md',
        notes: 'What changed, and why',
        depth: 0,
      },
    ]);
    expect(parsed.sections[1]!.links[0]!.url).toBe('https://docs.example.org/nim/archive.md');
  });

  it('keeps a normal long line with one inline marker whole', () => {
    const line = `- [A](a.md): compares a > b ${'when the batch is large; '.repeat(6)}`;
    const parsed = parseLlmsTxt(`## S\n${line}`, BASE);
    expect(parsed.sections[0]!.links).toHaveLength(1);
    expect(parsed.sections[0]!.links[0]!.notes).toContain('a > b');
  });

  it('puts links before any H2 in a nameless section', () => {
    const parsed = parseLlmsTxt(
      '# Platform\n\n> Summary\n\n- [Overview](https://x.org/overview.md)\n  - [Start](https://x.org/start.md)',
      'https://x.org/llms.txt',
    );
    expect(parsed.sections).toHaveLength(1);
    expect(parsed.sections[0]!.name).toBe('');
    expect(parsed.sections[0]!.links.map((l) => l.depth)).toEqual([0, 1]);
  });

  it('drops non-web links and skips code blocks', () => {
    const parsed = parseLlmsTxt(
      [
        '## Links',
        '- [Mail](mailto:team@example.org)',
        '- [Script](javascript:alert(1))',
        '```',
        '- [Not a page](https://x.org/in-code.md)',
        '```',
        '- [Real](https://x.org/real.md)',
      ].join('\n'),
      BASE,
    );
    expect(parsed.sections[0]!.links.map((l) => l.url)).toEqual(['https://x.org/real.md']);
  });

  it('keeps free text with links in it as notes, and handles CRLF', () => {
    const parsed = parseLlmsTxt(
      '# T\r\n\r\nRead [the guide](g.md) first.\r\nThen relax.\r\n\r\n## S\r\n- [A](a.md)\r\n',
      BASE,
    );
    expect(parsed.notes).toBe('Read [the guide](g.md) first.\nThen relax.');
    expect(parsed.sections[0]!.links[0]!.url).toBe('https://docs.example.org/product/a.md');
  });

  it('never throws on garbage', () => {
    expect(parseLlmsTxt('<!doctype html><html><body>Nope</body></html>', BASE).sections).toEqual(
      [],
    );
    expect(parseLlmsTxt('', BASE)).toEqual({ notes: '', sections: [] });
    expect(parseLlmsTxt('- [x](http://[::1)', BASE).sections).toEqual([]);
  });
});
