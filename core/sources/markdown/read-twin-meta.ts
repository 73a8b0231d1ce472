/** What a Markdown twin says about itself. All of it is the site's text: display only. */
export interface TwinMeta {
  title?: string;
  description?: string;
  /** Front matter `canonical:` (Lightning) or the reader wrapper's `URL Source:` (NVIDIA). */
  canonicalUrl?: string;
}

/**
 * Reads a twin's metadata before stripTwinBoilerplate removes it: the reader wrapper's `Title:` and
 * `URL Source:`, YAML front matter `title` / `description` / `canonical`, else the first H1.
 */
export function readTwinMeta(markdown: string): TwinMeta {
  const meta: TwinMeta = {};
  const text = markdown.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n');
  const top = text.slice(0, 8000);
  const wrapper = /^\s*((?:[A-Z][\w ]{0,30}: .*\n\s*)+)Markdown Content:/.exec(top);
  const fields = new Map<string, string>();
  for (const line of (wrapper?.[1] ?? '').split('\n')) {
    const at = line.indexOf(': ');
    if (at > 0) fields.set(line.slice(0, at).toLowerCase(), line.slice(at + 2).trim());
  }
  const front = /^\s*---\n([\s\S]*?)\n---/.exec(wrapper ? '' : top);
  for (const line of (front?.[1] ?? '').split('\n')) {
    const match = /^([\w-]+)\s*:\s*(.+)$/.exec(line);
    if (match) fields.set((match[1] ?? '').toLowerCase(), unquote(match[2] ?? ''));
  }
  const title = fields.get('title') ?? /^#\s+(.+?)\s*#*$/m.exec(text)?.[1];
  if (title) meta.title = title;
  const description = fields.get('description');
  if (description) meta.description = description;
  const canonical = httpUrl(fields.get('canonical') ?? fields.get('url source'));
  if (canonical) meta.canonicalUrl = canonical;
  return meta;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  return /^(['"]).*\1$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

function httpUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
