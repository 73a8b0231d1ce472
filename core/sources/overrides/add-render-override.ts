import { stripJsonComments } from './strip-json-comments.ts';

/**
 * The overrides file's text with `"id": { "render": "browser" }` added, for a docset added with
 * rendering chosen (the app's Add dialog). The file is the user's, with their comments: the entry
 * goes in as text after the opening brace, with a trailing comma (the format allows one), so
 * nothing else in it moves. Returns the text unchanged when the entry is already there; throws
 * when the file is not an overrides object, or already holds other overrides for the id, which
 * are the user's to merge by hand.
 */
export function addRenderOverride(text: string, id: string, file: string): string {
  if (text.trim() === '') return `{\n  "${id}": { "render": "browser" }\n}\n`;
  const clean = stripJsonComments(text);
  let root: unknown;
  try {
    root = JSON.parse(clean);
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message}): nothing was added`, {
      cause: error,
    });
  }
  if (typeof root !== 'object' || root === null || Array.isArray(root)) {
    throw new Error(`${file} is not an object of docset ids: nothing was added`);
  }
  const existing = (root as Record<string, unknown>)[id];
  if (existing !== undefined) {
    const entry = existing as { render?: unknown };
    if (typeof existing === 'object' && existing !== null && entry.render === 'browser') {
      return text;
    }
    throw new Error(
      `${file} already has overrides for "${id}": add "render": "browser" to them there`,
    );
  }
  const open = clean.indexOf('{');
  return `${text.slice(0, open + 1)}\n  "${id}": { "render": "browser" },${text.slice(open + 1)}`;
}
