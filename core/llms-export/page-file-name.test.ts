import { describe, expect, it } from 'vitest';
import { pageFileName } from './page-file-name.ts';

describe('pageFileName', () => {
  it('keeps every file inside the folder, and each name once', () => {
    const taken = new Set<string>();
    expect(pageFileName('https://x.example/a/../b/%2e%2e/c.html', taken)).toBe('pages/c.md');
    expect(pageFileName('https://x.example/docs/', taken)).toBe('pages/docs/index.md');
    expect(pageFileName('https://x.example/docs/index.html', taken)).toBe('pages/docs/index-2.md');
    expect(pageFileName('https://x.example/%2e%2e%2fetc/passwd', taken)).toBe(
      'pages/etc/passwd.md',
    );
  });
});
