import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.ts';

// VitePress 1.6.4's own build of the matrix sample (bench/fidelity/matrix).
const html = readFileSync(
  join(import.meta.dirname, '../../bench/fidelity/matrix/fixtures/vitepress/usage.html'),
  'utf8',
);

describe('VitePress code blocks', () => {
  it('keep the code without the language label and copy button drawn over it', () => {
    const page = extractPage({ url: 'http://127.0.0.1/usage.html', html });
    expect(page.generator).toBe('vitepress');
    expect(page.html).toContain('frame.render(');
    expect(page.html).not.toMatch(/<span class="lang">|class="copy"/);
    expect(page.html).not.toMatch(/>python</);
  });
});
