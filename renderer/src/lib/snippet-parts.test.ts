import { describe, expect, it } from 'vitest';
import { snippetParts } from './snippet-parts.ts';

describe('snippetParts', () => {
  it('splits escaped text at its marks and decodes the escapes', () => {
    expect(snippetParts('Use <mark>zero</mark> &#60;stage&#62; &amp; <mark>3</mark>.')).toEqual([
      { text: 'Use ', marked: false },
      { text: 'zero', marked: true },
      { text: ' <stage> & ', marked: false },
      { text: '3', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('keeps any other markup as the characters it is', () => {
    const hostile =
      '<img src=x onerror=alert(1)><mark onclick="x">a<MARK>b</MARK><script>c</script>';
    expect(snippetParts(hostile)).toEqual([{ text: hostile, marked: false }]);
    // Escapes decode to text, never to tags: an escaped tag stays text too.
    expect(snippetParts('&#60;mark&#62;x&lt;/mark&gt;')).toEqual([
      { text: '<mark>x</mark>', marked: false },
    ]);
  });

  it('leaves unknown or out-of-range escapes alone', () => {
    expect(snippetParts('&nbsp; &#0; &#x110000; &#39;')).toEqual([
      { text: "&nbsp; &#0; &#x110000; '", marked: false },
    ]);
  });
});
