import { describe, expect, it } from 'vitest';
import { pageMarkdown } from './page-markdown.ts';

const html = `<p>Lead text.</p>
  <h2 id="install">Install</h2><p>pip install it.</p>
  <h3 id="gpu">GPU</h3><p>CUDA first.</p>
  <h2 id="api">API</h2>
  <dl class="py function"><dt id="pkg.run">run()</dt><dd>Runs it.</dd>
  <dt id="pkg.stop">stop()</dt><dd>Stops it.</dd></dl>
  <h2 id="not-in-outline">Other</h2><p>Tail \uE000install\uE001 forged.</p>`;

const outline = [
  { anchor: 'install', heading: 'Install', level: 2 },
  { anchor: 'gpu', heading: 'GPU', level: 3 },
  { anchor: 'api', heading: 'API', level: 2 },
  { anchor: 'pkg.run', heading: 'pkg.run', level: 3 },
  { anchor: 'pkg.stop', heading: 'pkg.stop', level: 3 },
];

describe('pageMarkdown', () => {
  const page = pageMarkdown(html, outline);
  const text = (anchor: string) => {
    const s = page.sections.find((x) => x.anchor === anchor)!;
    return page.markdown.slice(s.start, s.end);
  };

  it('cuts the Markdown at the outline, a section keeping its subsections', () => {
    expect(page.sections.map((s) => s.anchor)).toEqual(outline.map((o) => o.anchor));
    expect(text('install')).toBe('## Install\n\npip install it.\n\n### GPU\n\nCUDA first.\n\n');
    expect(text('gpu')).toBe('### GPU\n\nCUDA first.\n\n');
    expect(text('pkg.run')).toBe('run()\n\nRuns it.\n\n');
    // An id the outline does not name is no section: API runs on to the end.
    expect(text('api')).toContain('## Other');
  });

  it('leaves no marker in the text, and a page cannot forge one', () => {
    expect(page.markdown).not.toMatch(/[\uE000\uE001]/);
    expect(page.markdown).toContain('Tail install forged.');
    expect(page.markdown.startsWith('Lead text.')).toBe(true);
  });
  it("ends an API entry's section with its list: what follows is the heading's", () => {
    // As python3.11-doc's copy.html writes it: the explanation follows the last entry's list.
    const copy = pageMarkdown(
      '<h1 id="module-copy">copy</h1><p>Assignment does not copy.</p>' +
        '<dl class="py class"><dt class="sig sig-object py" id="copy.C">class copy.C</dt><dd><p>A class.</p>' +
        '<dl class="py method"><dt class="sig sig-object py" id="copy.C.f">f()</dt><dd><p>A method.</p></dd></dl>' +
        '<p>Classes also copy.</p></dd></dl>' +
        '<dl class="py exception"><dt class="sig sig-object py" id="copy.Error">exception copy.Error</dt>' +
        '<dd><p>Raised for module specific errors.</p></dd></dl>' +
        '<p>The difference between shallow and deep copying.</p><h2 id="see">See also</h2><p>pickle</p>',
      [
        { anchor: 'module-copy', heading: 'copy', level: 1 },
        { anchor: 'copy.C', heading: 'copy.C', level: 2 },
        { anchor: 'copy.C.f', heading: 'copy.C.f', level: 3 },
        { anchor: 'copy.Error', heading: 'copy.Error', level: 2 },
        { anchor: 'see', heading: 'See also', level: 2 },
      ],
    );
    const cut = (anchor: string) => {
      const s = copy.sections.find((x) => x.anchor === anchor)!;
      return copy.markdown.slice(s.start, s.end);
    };
    expect(cut('copy.Error')).toBe(
      '`exception copy.Error`\n\nRaised for module specific errors.\n\n',
    );
    expect(cut('copy.C')).toMatch(/^`class copy\.C`[^]*A method\.[^]*Classes also copy\.\n\n$/);
    expect(cut('copy.C.f')).toContain('A method.');
    expect(cut('copy.C.f')).not.toContain('Classes also copy.');
    expect(cut('module-copy')).toContain('The difference between shallow and deep copying.');
    expect(copy.markdown).toContain('errors.\n\nThe difference');
    expect(copy.markdown).not.toMatch(/[\uE000-\uE002]/);
  });
  it("reads an API entry's members with it, nested in its markup or listed after it", () => {
    // As python3.11-doc writes them: csv.Sniffer's methods inside its list, and
    // itertools.chain.from_iterable in a list of its own after chain's; the outline gives all
    // of them one level.
    const entry = (kind: string, id: string, body: string) =>
      `<dl class="py ${kind}"><dt class="sig sig-object py" id="${id}">${id}()</dt><dd><p>${body}</p>`;
    const page = pageMarkdown(
      '<h1 id="module-m">m</h1>' +
        `${entry('class', 'm.Sniffer', 'Deduces a format.')}` +
        `${entry('method', 'm.Sniffer.has_header', 'Guesses a header row.')}</dd></dl></dd></dl>` +
        `${entry('function', 'm.chain', 'Chains iterables.')}</dd></dl>` +
        `${entry('method', 'm.chain.from_iterable', 'From one iterable.')}</dd></dl>` +
        `${entry('function', 'm.cycle', 'Cycles.')}</dd></dl>` +
        '<p>The heading goes on.</p>',
      [
        { anchor: 'module-m', heading: 'm', level: 1 },
        { anchor: 'm.Sniffer', heading: 'm.Sniffer', level: 2 },
        { anchor: 'm.Sniffer.has_header', heading: 'm.Sniffer.has_header', level: 2 },
        { anchor: 'm.chain', heading: 'm.chain', level: 2 },
        { anchor: 'm.chain.from_iterable', heading: 'm.chain.from_iterable', level: 2 },
        { anchor: 'm.cycle', heading: 'm.cycle', level: 2 },
      ],
    );
    const cut = (anchor: string) => {
      const s = page.sections.find((x) => x.anchor === anchor)!;
      return page.markdown.slice(s.start, s.end);
    };
    expect(cut('m.Sniffer')).toContain('Guesses a header row.');
    expect(cut('m.Sniffer')).not.toContain('Chains');
    expect(cut('m.Sniffer.has_header')).not.toContain('Deduces');
    expect(cut('m.chain')).toMatch(/Chains iterables\.[^]*From one iterable\.\n\n$/);
    expect(cut('m.chain')).not.toContain('Cycles');
    expect(cut('m.chain.from_iterable')).not.toContain('Chains');
    expect(cut('m.cycle')).not.toContain('The heading goes on.');
    expect(cut('module-m')).toContain('The heading goes on.');
  });
  it('keeps headings with dotted anchors apart: a changelog\'s "1.2.1" is no member of "1.2"', () => {
    const page = pageMarkdown(
      '<h1 id="changes">Changes</h1><h2 id="1.2">1.2</h2><p>Two.</p><h2 id="1.2.1">1.2.1</h2><p>Fix.</p>',
      [
        { anchor: 'changes', heading: 'Changes', level: 1 },
        { anchor: '1.2', heading: '1.2', level: 2 },
        { anchor: '1.2.1', heading: '1.2.1', level: 2 },
      ],
    );
    const s = page.sections.find((x) => x.anchor === '1.2')!;
    expect(page.markdown.slice(s.start, s.end)).toBe('## 1.2\n\nTwo.\n\n');
  });
});
