/** A value written as a literal in a page's script: what can be read without running it. */
export type JsLiteral =
  | string
  | number
  | boolean
  | null
  | JsLiteral[]
  | { [key: string]: JsLiteral }
  /** An expression that is not a literal (a function, a variable, a call): its text is not read. */
  | { readonly code: true };

const NOT_LITERAL = Object.freeze({ code: true as const });
const MAX_DEPTH = 32;

/**
 * The object literal that starts at `text[start]` (a `{`), read as data: strings, numbers,
 * booleans, null, arrays and nested objects; any other value (a function, a template with
 * `${}`, a name) is skipped to its end and stands as `{ code: true }`. Nothing is evaluated.
 * Undefined when the text there is not an object literal that ends.
 */
export function parseObjectLiteral(
  text: string,
  start: number,
): Record<string, JsLiteral> | undefined {
  const reader = { text, at: start };
  try {
    const value = readValue(reader, 0);
    if (value === NOT_LITERAL || typeof value !== 'object' || value === null) return undefined;
    return Array.isArray(value) ? undefined : value;
  } catch {
    return undefined;
  }
}

interface Reader {
  text: string;
  at: number;
}

function skipSpace(r: Reader): void {
  for (;;) {
    const rest = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)/.exec(r.text.slice(r.at, r.at + 4096));
    if (!rest || rest[0] === '') return;
    r.at += rest[0].length;
  }
}

function readValue(r: Reader, depth: number): JsLiteral {
  if (depth > MAX_DEPTH) throw new Error('nested too deep');
  skipSpace(r);
  const char = r.text[r.at];
  if (char === '{') return readObject(r, depth);
  if (char === '[') return readArray(r, depth);
  if (char === '"' || char === "'" || char === '`') {
    const value = readString(r);
    return value ?? NOT_LITERAL;
  }
  const word = /^(?:-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?|true|false|null)(?![\w$])/i.exec(
    r.text.slice(r.at, r.at + 64),
  );
  if (word) {
    r.at += word[0].length;
    skipSpace(r);
    if (/[,}\]]/.test(r.text[r.at] ?? '')) {
      const w = word[0];
      return w === 'true' ? true : w === 'false' ? false : w === 'null' ? null : Number(w);
    }
  }
  skipExpression(r);
  return NOT_LITERAL;
}

function readObject(r: Reader, depth: number): Record<string, JsLiteral> {
  r.at++; // {
  const out: Record<string, JsLiteral> = Object.create(null) as Record<string, JsLiteral>;
  for (;;) {
    skipSpace(r);
    if (r.text[r.at] === '}') {
      r.at++;
      return out;
    }
    const key = readKey(r);
    skipSpace(r);
    if (r.text[r.at] === ':') {
      r.at++;
      out[key] = readValue(r, depth + 1);
    } else {
      // A shorthand (`{ name }`) or a method (`name() {…}`): code, not data.
      skipExpression(r);
      out[key] = NOT_LITERAL;
    }
    skipSpace(r);
    if (r.text[r.at] === ',') r.at++;
    else if (r.text[r.at] !== '}') throw new Error(`unexpected ${r.text[r.at]} in object`);
  }
}

function readArray(r: Reader, depth: number): JsLiteral[] {
  r.at++; // [
  const out: JsLiteral[] = [];
  for (;;) {
    skipSpace(r);
    if (r.text[r.at] === ']') {
      r.at++;
      return out;
    }
    out.push(readValue(r, depth + 1));
    skipSpace(r);
    if (r.text[r.at] === ',') r.at++;
    else if (r.text[r.at] !== ']') throw new Error(`unexpected ${r.text[r.at]} in array`);
  }
}

function readKey(r: Reader): string {
  const char = r.text[r.at];
  if (char === '"' || char === "'") {
    const key = readString(r);
    if (key === undefined) throw new Error('bad key');
    return key;
  }
  const name = /^[\w$]+/.exec(r.text.slice(r.at, r.at + 256));
  if (!name) throw new Error(`unexpected ${char} for a key`);
  r.at += name[0].length;
  return name[0];
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
  0: '\0',
};

/** A quoted string; undefined (and read past) for a template with `${…}` in it. */
function readString(r: Reader): string | undefined {
  const quote = r.text[r.at]!;
  let out = '';
  let literal = true;
  r.at++;
  while (r.at < r.text.length) {
    const char = r.text[r.at]!;
    if (char === quote) {
      r.at++;
      return literal ? out : undefined;
    }
    if (char === '\\') {
      const next = r.text[r.at + 1] ?? '';
      const hex = /^(?:u([0-9a-f]{4})|u\{([0-9a-f]{1,6})\}|x([0-9a-f]{2}))/i.exec(
        r.text.slice(r.at + 1, r.at + 10),
      );
      if (hex) {
        out += String.fromCodePoint(parseInt(hex[1] ?? hex[2] ?? hex[3] ?? '0', 16));
        r.at += 1 + hex[0].length;
      } else {
        out += next === '\n' ? '' : (ESCAPES[next] ?? next);
        r.at += 2;
      }
      continue;
    }
    if (quote !== '`' && char === '\n') throw new Error('unterminated string');
    if (quote === '`' && char === '$' && r.text[r.at + 1] === '{') literal = false;
    out += char;
    r.at++;
  }
  throw new Error('unterminated string');
}

/** Past an expression that is not a literal: to the `,`, `}` or `]` that ends it at its depth. */
function skipExpression(r: Reader): void {
  let depth = 0;
  while (r.at < r.text.length) {
    const char = r.text[r.at]!;
    if (char === '"' || char === "'" || char === '`') {
      readString(r);
      continue;
    }
    if (char === '/' && (r.text[r.at + 1] === '/' || r.text[r.at + 1] === '*')) {
      skipSpace(r);
      continue;
    }
    if (char === '{' || char === '[' || char === '(') depth++;
    else if (char === '}' || char === ']' || char === ')') {
      if (depth === 0) return;
      depth--;
    } else if (char === ',' && depth === 0) return;
    r.at++;
  }
  throw new Error('unterminated expression');
}
