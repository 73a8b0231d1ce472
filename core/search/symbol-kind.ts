/** Sphinx roles whose name after the domain reads badly as a badge. */
const READABLE: Record<string, string> = {
  classmethod: 'class method',
  staticmethod: 'static method',
  enumerator: 'enum value',
  functionParam: 'parameter',
  templateParam: 'template parameter',
  doc: 'page',
  label: 'section',
  envvar: 'env var',
  cmdoption: 'option',
};

/**
 * What a symbol is, for a badge: `py:class` → `class`, `py:classmethod` → `class method`,
 * `std:envvar` → `env var`. An unknown role keeps its own name; the domain is dropped.
 */
export function symbolKind(role: string): string {
  const name = role.slice(role.indexOf(':') + 1);
  return READABLE[name] ?? name.replace(/[^A-Za-z0-9 ]+/g, ' ').trim();
}
