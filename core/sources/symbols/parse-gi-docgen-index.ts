import type { IndexSymbol } from './index-symbol.ts';
import { symbolAt } from './index-symbol.ts';

interface GiDocgenEntry {
  type?: unknown;
  name?: unknown;
  /** The type a member belongs to (`Button` for `set_label`). */
  type_name?: unknown;
  /** A class method's instance type (`Widget` for `WidgetClass.add_binding`). */
  struct_for?: unknown;
  /** The C type (`GtkButton`). */
  ctype?: unknown;
  /** The C symbol (`gtk_button_set_label`). */
  ident?: unknown;
}

/**
 * Each kind of entry and the page gi-docgen writes for it, as its own search (search.js's
 * getLinkForDocument) links them: `<prefix>.<Type>.<name>.html` for members, `<prefix>.<name>.html`
 * for the rest. `content` entries are the guide's pages, found as pages already.
 */
const PAGES: Readonly<Record<string, { prefix: string; member: boolean }>> = {
  alias: { prefix: 'alias', member: false },
  bitfield: { prefix: 'flags', member: false },
  callback: { prefix: 'callback', member: false },
  class: { prefix: 'class', member: false },
  class_method: { prefix: 'class_method', member: true },
  constant: { prefix: 'const', member: false },
  ctor: { prefix: 'ctor', member: true },
  domain: { prefix: 'error', member: false },
  enum: { prefix: 'enum', member: false },
  function: { prefix: 'func', member: false },
  function_macro: { prefix: 'func', member: false },
  interface: { prefix: 'iface', member: false },
  method: { prefix: 'method', member: true },
  property: { prefix: 'property', member: true },
  record: { prefix: 'struct', member: false },
  signal: { prefix: 'signal', member: true },
  type_func: { prefix: 'type_func', member: true },
  union: { prefix: 'union', member: false },
  vfunc: { prefix: 'vfunc', member: true },
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The symbols of a gi-docgen search index (`index.json`: `{"meta":{"ns":"Gtk"},"symbols":[…]}`),
 * each under its introspection name (`Gtk.Button`, `Gtk.Button.set_label`) and its C name as
 * well (`GtkButton`, `gtk_button_set_label`), which is what C programmers search for. `url` is
 * the index file's URL (the namespace's folder). Throws on a file that is not one.
 */
export function parseGiDocgenIndex(json: string, url: string): IndexSymbol[] {
  let index: unknown;
  try {
    index = JSON.parse(json);
  } catch {
    throw new Error('not a gi-docgen index: not JSON');
  }
  const { meta, symbols } = (index ?? {}) as { meta?: { ns?: unknown }; symbols?: unknown };
  const ns = text(meta?.ns);
  if (ns === undefined || !Array.isArray(symbols)) throw new Error('not a gi-docgen index');
  const found: IndexSymbol[] = [];
  for (const raw of symbols as GiDocgenEntry[]) {
    const type = text(raw.type);
    const name = text(raw.name);
    const page = type === undefined ? undefined : PAGES[type];
    if (page === undefined || name === undefined) continue;
    const owner = page.member
      ? text(type === 'class_method' ? raw.struct_for : raw.type_name)
      : undefined;
    if (page.member && owner === undefined) continue;
    const path = [page.prefix, owner, name].filter(Boolean).join('.');
    const role = `gir:${type!}`;
    const names = [`${ns}.${owner === undefined ? '' : `${owner}.`}${name}`];
    const cName = text(raw.ident) ?? text(raw.ctype);
    if (cName !== undefined) names.push(cName);
    for (const symbolName of names) {
      const symbol = symbolAt(symbolName, role, `${path}.html`, url);
      if (symbol) found.push(symbol);
    }
  }
  return found;
}
