import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg.ts';

const HOSTILE = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY x "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" viewBox="0 0 10 10">
  <script>alert(2)</script>
  <svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(3)</svg:script>
  <style>@import url(https://evil.example/x.css); rect { fill: red }</style>
  <style>.ok { fill: url(#grad) }</style>
  <foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(4)"/></foreignObject>
  <a xlink:href="javascript:alert(5)"><text>link</text></a>
  <a href="#inside"><text>anchor</text></a>
  <set attributeName="href" to="javascript:alert(6)"/>
  <animate onbegin="alert(7)" attributeName="x"/>
  <image href="https://evil.example/beacon.png"/>
  <image href="data:image/png;base64,iVBORw0KGgo="/>
  <use xlink:href="https://evil.example/sprite.svg#a"/>
  <use href="#shape"/>
  <rect id="shape" width="5" height="5" style="fill: url(https://evil.example/p)" onclick="alert(8)" fill="url(#grad)"/>
  <linearGradient id="grad"><stop offset="0"/></linearGradient>
  <text><![CDATA[ a < b ]]></text>
</svg>`;

describe('sanitizeSvg', () => {
  const clean = sanitizeSvg(HOSTILE)!;

  it('keeps the drawing', () => {
    expect(clean).toMatch(/^<svg /);
    expect(clean).toContain('<rect id="shape" width="5" height="5" fill="url(#grad)"/>');
    expect(clean).toContain('<use href="#shape"/>');
    expect(clean).toContain('.ok { fill: url(#grad) }');
    expect(clean).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(clean).toContain('href="#inside"');
  });

  it('leaves nothing that runs or loads', () => {
    for (const banned of [
      /script/i,
      /\son\w+=/i,
      /foreignObject/i,
      /iframe/i,
      /javascript:/i,
      /evil\.example/i,
      /@import/i,
      /<set|<animate/i,
      /ENTITY|DOCTYPE/i,
      /alert/i,
    ]) {
      expect(clean, String(banned)).not.toMatch(banned);
    }
  });

  it('refuses what is no SVG document', () => {
    expect(sanitizeSvg('<html><script>alert(1)</script></html>')).toBeUndefined();
    expect(sanitizeSvg('not xml at all')).toBeUndefined();
    expect(sanitizeSvg(`<svg>${'<g>'.repeat(100_000)}`)).toBeUndefined();
  });
});
