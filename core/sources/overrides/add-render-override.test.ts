import { describe, expect, it } from 'vitest';
import { addRenderOverride } from './add-render-override.ts';
import { parseOverrides } from './parse-overrides.ts';

const FILE = '/home/u/.config/folio/catalog.overrides.json';
const parsed = (text: string) => parseOverrides(text, FILE);

describe('addRenderOverride', () => {
  it('writes a new file holding only the entry', () => {
    const text = addRenderOverride('', 'widget', FILE);
    expect(parsed(text).problems).toEqual([]);
    expect(parsed(text).overrides.get('widget')).toEqual({ render: 'browser' });
  });

  it('adds the entry to the user’s file and keeps their comments and entries', () => {
    const before = `// my overrides
{
  // DeepSpeed's API reference lives on a second host.
  "deepspeed": { "extraPrefixes": ["https://deepspeed.readthedocs.io/en/latest/"] },
  "axolotl": { "excludes": ["tests/"] }, /* trailing comma, as people write */
}
`;
    const text = addRenderOverride(before, 'widget', FILE);
    const { overrides, problems } = parsed(text);
    expect(problems).toEqual([]);
    expect(overrides.get('widget')).toEqual({ render: 'browser' });
    expect(overrides.get('deepspeed')?.extraPrefixes).toEqual([
      'https://deepspeed.readthedocs.io/en/latest/',
    ]);
    expect(overrides.get('axolotl')?.excludes).toEqual(['tests/']);
    expect(text).toContain("// DeepSpeed's API reference lives on a second host.");
    expect(text).toContain('/* trailing comma, as people write */');
  });

  it('adds to an empty object', () => {
    const text = addRenderOverride('{}\n', 'widget', FILE);
    expect(parsed(text).overrides.get('widget')).toEqual({ render: 'browser' });
  });

  it('leaves a file that already says so as it is', () => {
    const before = '{ "widget": { "render": "browser", "maxPages": 50 } }\n';
    expect(addRenderOverride(before, 'widget', FILE)).toBe(before);
  });

  it('refuses to touch other overrides of the id, or a file that is not an overrides object', () => {
    expect(() => addRenderOverride('{ "widget": { "maxPages": 50 } }', 'widget', FILE)).toThrow(
      `${FILE} already has overrides for "widget": add "render": "browser" to them there`,
    );
    expect(() => addRenderOverride('{ "widget": ', 'widget', FILE)).toThrow(
      /catalog\.overrides\.json is not valid JSON .*: nothing was added/,
    );
    expect(() => addRenderOverride('["widget"]', 'widget', FILE)).toThrow(
      'is not an object of docset ids',
    );
  });
});
