import { readFileSync } from 'node:fs';
import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.ts';

/** Real generator output, cut small (fixtures/debian/README.md says from which package). */
function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/debian/${name}`, import.meta.url), 'utf8');
}

function extract(name: string) {
  const html = fixture(name);
  const page = extractPage({ url: `https://docs.example/${name}`, html });
  const out = parseDocument(page.html);
  const all = (selector: string) => selectAll<AnyNode, Element>(selector, out);
  const texts = (selector: string) => all(selector).map((el) => DomUtils.textContent(el).trim());
  const source = (selector: string) => selectAll<AnyNode, Element>(selector, parseDocument(html));
  return { page, all, texts, text: DomUtils.textContent(out), source };
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('extraction of real Debian generator output', () => {
  it('DocBook XSL: keeps every heading that `<a id="x"/>` opens, with its anchor', () => {
    const { page, texts, text } = extract('docbook-debian-reference-ch03.html');
    expect(page.generator).toBe('docbook');
    expect(page.title).toBe('Chapter 3. The system initialization');
    expect(texts('h2, h3').map(squash)).toEqual([
      '3.2. Systemd init',
      '3.2.1. The hostname',
      '3.2.2. The filesystem',
      '3.2.3. Network interface initialization',
    ]);
    const headed = page.sections.filter((s) => s.heading !== '');
    expect(headed.map((s) => s.anchor)).not.toContain('');
    expect(headed.length).toBeGreaterThanOrEqual(4);
    // The navigation header and footer (Prev / Next / Home) are not content.
    expect(text).not.toContain('Chapter 4. Authentication and access controls');
  });

  it('gi-docgen: keeps all of a class page’s members and its dotted name', () => {
    const { page, texts, source } = extract('gi-docgen-gtk4-class-button.html');
    expect(page.generator).toBe('gi-docgen');
    expect(page.title).toBe('Gtk.Button');
    const members = source('section#main h6').map((h) => DomUtils.textContent(h).trim());
    expect(members.length).toBe(23);
    expect(texts('h6')).toEqual(members);
    expect(texts('h6')).toContain('gtk_button_set_label');
  });

  it('pydoctor: keeps every div.functionHeader signature', () => {
    const { page, all, text } = extract('pydoctor-twisted-linereceiver.html');
    expect(page.generator).toBe('pydoctor');
    expect(page.title).toBe('twisted.protocols.basic.LineReceiver');
    // Private members too: the site hides them behind a toggle, it does not leave them out.
    expect(all('div.functionHeader')).toHaveLength(13);
    expect(squash(text)).toContain('def dataReceived(self, data):');
    expect(squash(text)).toContain("def setLineMode(self, extra=b''):");
    expect(text).not.toContain('Show Private API');
    // Each member its own section, at its own anchor: a hit on sendLine opens at sendLine.
    const members = page.sections.filter((s) => s.anchor.startsWith('twisted.protocols.basic.'));
    expect(members).toHaveLength(13);
    expect(members.map((s) => s.heading)).toContain(
      'twisted.protocols.basic.LineReceiver.sendLine',
    );
    expect(all('a[id="twisted.protocols.basic.LineReceiver.sendLine"]')).toHaveLength(1);
    expect(all('a[id="sendLine"]')).toHaveLength(1);
  });

  it('Doxygen: keeps member prototypes, code as one block per fragment, the page title', () => {
    const { page, all, source } = extract('doxygen-eigen-jacobisvd.html');
    expect(page.generator).toBe('doxygen');
    expect(page.title).toBe(
      'Eigen::JacobiSVD< _MatrixType, QRPreconditioner > Class Template Reference',
    );
    expect(all('div.memproto')).toHaveLength(source('div.memproto').length);
    expect(all('div.memproto').length).toBeGreaterThanOrEqual(8);
    const fragments = source('div.fragment');
    // Its formulas are math blocks of their own (math-from-tex.ts).
    const code = all('pre > code:not(.language-math)');
    expect(code.length).toBe(fragments.length);
    expect(all('pre > code.language-math').length).toBeGreaterThan(0);
    const lines = selectAll('div.line', fragments[0]!);
    expect(DomUtils.textContent(code[0]!).split('\n')).toHaveLength(lines.length);
    // No line became a paragraph, no hover tooltip came along.
    expect(all('div.line, div.ttc')).toHaveLength(0);
  });

  it('rustdoc: flattens the `<details open>` docblocks, without toggles or the logo', () => {
    const { page, all, texts, text, source } = extract('rustdoc-std-hashmap.html');
    expect(page.generator).toBe('rustdoc');
    expect(page.title).toBe('Struct std::collections::HashMap');
    expect(all('details')).toHaveLength(0);
    expect(texts('.code-header')).toEqual(
      source('section#main-content .code-header').map((h) => DomUtils.textContent(h).trim()),
    );
    expect(texts('h4.code-header').join('\n')).toContain(
      'pub fn new() -> HashMap<K, V, RandomState>',
    );
    expect(text).not.toContain('[−]');
    expect(text).not.toContain('Expand description');
    expect(all('img')).toHaveLength(0);
  });

  it('rustdoc as a generator no profile knows: its `<details open>` stay open', () => {
    const html = fixture('rustdoc-std-hashmap.html');
    const page = extractPage({ url: 'https://docs.example/h.html', html, generator: 'generic' });
    const details = selectAll<AnyNode, Element>('details', parseDocument(page.html));
    expect(details.length).toBeGreaterThan(0);
    for (const el of details) expect(el.attribs.open).toBe('');
  });
});
