/**
 * Data literals written in a site's scripts (a generator's `var searchData = [['a',[…]]];`, a
 * page's `window.$docsify = {…}`), read as data and never run: the script is the site's, and
 * nothing it says is executed. Strings in any quote, numbers, null, booleans, arrays, objects
 * with bare or quoted keys, comments between them.
 */

/** A value read from a literal; where code stood in its place, `{ code: true }` (see CODE). */
export type JsLiteral =
  | string
  | number
  | boolean
  | null
  | JsLiteral[]
  | { [key: string]: JsLiteral }
  | { readonly code: true };

/**
 * How a lenient read marks an expression that is not a literal (a function, a variable, a call,
 * a template with `${}`): its text is skipped, not read.
 */
const CODE = Object.freeze({ code: true as const });
/** Deeper than any index or config seen, and shallow enough that hostile nesting cannot overflow. */
const MAX_DEPTH = 256;

interface Reader {
  text: string;
  at: number;
  /** Skip code to its end and stand `{ code: true }` in its place, instead of failing. */
  lenient: boolean;
}

/** The whole of `text` as one literal (a trailing `;` allowed); throws on anything else. */
export function parseJsLiteral(text: string): unknown {
  const reader: Reader = { text, at: 0, lenient: false };
  const value = readValue(reader, 0);
  skipSpace(reader);
  if (reader.at < text.length && text[reader.at] !== ';') fail(reader, 'trailing text');
  return value;
}

/** The literal after `name =` in `text` (the first assignment to it); throws on code. */
export function assignedLiteral(text: string, name: string): unknown {
  const match = new RegExp(`\\b${name}\\s*=\\s*`).exec(text);
  if (!match) throw new Error(`no assignment to ${name}`);
  return readValue({ text, at: match.index + match[0].length, lenient: false }, 0);
}

/**
 * The object literal that starts at `text[start]` (a `{`), code inside it skipped and marked
 * (a config's plugins and hooks sit beside its settings). Undefined when the text there is not an
 * object literal that ends.
 */
export function parseObjectLiteral(
  text: string,
  start: number,
): Record<string, JsLiteral> | undefined {
  try {
    const value = readValue({ text, at: start, lenient: true }, 0);
    if (value === CODE || typeof value !== 'object' || value === null) return undefined;
    return Array.isArray(value) ? undefined : (value as Record<string, JsLiteral>);
  } catch {
    return undefined;
  }
}

/** A JavaScript string literal at `reader.at`, in ' or " quotes: its escapes decoded. */
export function readString(reader: { text: string; at: number }): string {
  const value = readQuoted({ ...reader, lenient: false });
  reader.at = value.at;
  if (value.text === undefined) throw new Error('not a data literal: a template with ${}');
  return value.text;
}

function fail(reader: Reader, what: string): never {
  throw new Error(`not a data literal: ${what} at offset ${reader.at}`);
}

function skipSpace(reader: Reader): void {
  for (;;) {
    const rest = reader.text.slice(reader.at, reader.at + 2);
    if (/^\s/.test(rest)) reader.at++;
    else if (rest === '//') reader.at = endOf(reader, '\n');
    else if (rest === '/*') reader.at = endOf(reader, '*/') + 2;
    else return;
  }
}

function endOf(reader: Reader, token: string): number {
  const end = reader.text.indexOf(token, reader.at);
  return end < 0 ? reader.text.length : end;
}

function readValue(reader: Reader, depth: number): unknown {
  if (depth > MAX_DEPTH) fail(reader, 'nested too deep');
  skipSpace(reader);
  const c = reader.text[reader.at];
  if (c === '[') return readArray(reader, depth);
  if (c === '{') return readObject(reader, depth);
  if (c === '"' || c === "'" || (c === '`' && reader.lenient)) {
    const { text, at } = readQuoted(reader);
    reader.at = at;
    return text ?? CODE;
  }
  const word = /^(?:-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|null|true|false)(?![\w$])/.exec(
    reader.text.slice(reader.at, reader.at + 64),
  );
  if (word) {
    const start = reader.at;
    reader.at += word[0].length;
    skipSpace(reader);
    // `1 + n` or `true && x` is code that starts like a literal.
    if (!reader.lenient || /[,}\]]/.test(reader.text[reader.at] ?? '')) {
      const token = word[0];
      return token === 'null' ? null : token === 'true' ? true : token === 'false' ? false : +token;
    }
    reader.at = start;
  }
  if (!reader.lenient) fail(reader, 'unexpected character');
  skipExpression(reader);
  return CODE;
}

function readArray(reader: Reader, depth: number): unknown[] {
  reader.at++;
  const items: unknown[] = [];
  for (;;) {
    skipSpace(reader);
    if (reader.text[reader.at] === ']') {
      reader.at++;
      return items;
    }
    items.push(readValue(reader, depth + 1));
    skipSpace(reader);
    if (reader.text[reader.at] === ',') reader.at++;
    else if (reader.text[reader.at] !== ']') fail(reader, 'expected , or ]');
  }
}

function readObject(reader: Reader, depth: number): Record<string, unknown> {
  reader.at++;
  const object: Record<string, unknown> = {};
  for (;;) {
    skipSpace(reader);
    if (reader.text[reader.at] === '}') {
      reader.at++;
      return object;
    }
    const key = readKey(reader);
    skipSpace(reader);
    let value: unknown;
    if (reader.text[reader.at] === ':') {
      reader.at++;
      value = readValue(reader, depth + 1);
    } else if (reader.lenient) {
      // A shorthand (`{ name }`) or a method (`name() {…}`): code, not data.
      skipExpression(reader);
      value = CODE;
    } else fail(reader, 'expected :');
    // Own data properties only: a key such as `__proto__` stays a plain key.
    Object.defineProperty(object, key, { value, enumerable: true });
    skipSpace(reader);
    if (reader.text[reader.at] === ',') reader.at++;
    else if (reader.text[reader.at] !== '}') fail(reader, 'expected , or }');
  }
}

function readKey(reader: Reader): string {
  const c = reader.text[reader.at];
  if (c === '"' || c === "'") {
    const { text, at } = readQuoted(reader);
    reader.at = at;
    if (text !== undefined) return text;
  }
  const bare = /^[\w$]+/.exec(reader.text.slice(reader.at, reader.at + 256));
  if (!bare) fail(reader, 'expected a key');
  reader.at += bare[0].length;
  return bare[0];
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

/**
 * The quoted string at `reader.at` and the offset after it; `text` undefined for a template
 * literal with `${…}` in it, which is code.
 */
function readQuoted(reader: Reader): { text: string | undefined; at: number } {
  const { text } = reader;
  const quote = text[reader.at]!;
  const parts: string[] = [];
  let literal = true;
  let i = reader.at + 1;
  for (;;) {
    // Runs without escapes are copied whole: an index of ten megabytes is mostly such runs.
    const end = text.indexOf(quote, i);
    const slash = text.indexOf('\\', i);
    if (end < 0) fail({ ...reader, at: i }, 'unterminated string');
    const stop = slash < 0 || end < slash ? end : slash;
    const run = text.slice(i, stop);
    if (quote === '`' && run.includes('${')) literal = false;
    else if (quote !== '`' && run.includes('\n')) fail({ ...reader, at: i }, 'unterminated string');
    parts.push(run);
    if (stop === end) return { text: literal ? parts.join('') : undefined, at: end + 1 };
    i = slash + 1;
    const escape = /^(?:u([0-9a-fA-F]{4})|u\{([0-9a-fA-F]{1,6})\}|x([0-9a-fA-F]{2}))/.exec(
      text.slice(i, i + 10),
    );
    if (escape) {
      parts.push(String.fromCodePoint(parseInt(escape[1] ?? escape[2] ?? escape[3] ?? '0', 16)));
      i += escape[0].length;
      continue;
    }
    const next = text[i] ?? '';
    i++;
    if (next === '\r') {
      if (text[i] === '\n') i++;
    } else if (next !== '\n') {
      // A backslash-newline is a line continuation: nothing.
      parts.push(ESCAPES[next] ?? next);
    }
  }
}

/** Past an expression that is not a literal: to the `,`, `}` or `]` that ends it at its depth. */
function skipExpression(reader: Reader): void {
  let depth = 0;
  while (reader.at < reader.text.length) {
    const c = reader.text[reader.at]!;
    if (c === '"' || c === "'" || c === '`') {
      reader.at = readQuoted(reader).at;
      continue;
    }
    if (c === '/' && (reader.text[reader.at + 1] === '/' || reader.text[reader.at + 1] === '*')) {
      skipSpace(reader);
      continue;
    }
    if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') {
      if (depth === 0) return;
      depth--;
    } else if (c === ',' && depth === 0) return;
    reader.at++;
  }
  throw new Error('unterminated expression');
}
