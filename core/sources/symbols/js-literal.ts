/**
 * Reads the data literal a generator's index script assigns (`var searchData = [['a',[…]]];`):
 * arrays, objects with bare or quoted keys, strings in either quote, numbers, null, booleans.
 * Parsed as data, never run: the script is the site's, and nothing it says is executed. Throws
 * on anything else (a function call, an expression).
 */
export function parseJsLiteral(text: string): unknown {
  const reader = { text, at: 0 };
  const value = readValue(reader);
  skipSpace(reader);
  if (reader.at < text.length && text[reader.at] !== ';') fail(reader, 'trailing text');
  return value;
}

/** The literal after `name =` in `text` (the first assignment to it). */
export function assignedLiteral(text: string, name: string): unknown {
  const match = new RegExp(`\\b${name}\\s*=\\s*`).exec(text);
  if (!match) throw new Error(`no assignment to ${name}`);
  const reader = { text, at: match.index + match[0].length };
  return readValue(reader);
}

interface Reader {
  text: string;
  at: number;
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

function readValue(reader: Reader): unknown {
  skipSpace(reader);
  const c = reader.text[reader.at];
  if (c === '[') return readArray(reader);
  if (c === '{') return readObject(reader);
  if (c === '"' || c === "'") return readString(reader);
  const word = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|null|true|false)/.exec(reader.text.slice(reader.at));
  if (!word) fail(reader, 'unexpected character');
  reader.at += word[0].length;
  const token = word[0];
  return token === 'null' ? null : token === 'true' ? true : token === 'false' ? false : +token;
}

function readArray(reader: Reader): unknown[] {
  reader.at++;
  const items: unknown[] = [];
  for (;;) {
    skipSpace(reader);
    if (reader.text[reader.at] === ']') {
      reader.at++;
      return items;
    }
    items.push(readValue(reader));
    skipSpace(reader);
    if (reader.text[reader.at] === ',') reader.at++;
    else if (reader.text[reader.at] !== ']') fail(reader, 'expected , or ]');
  }
}

function readObject(reader: Reader): Record<string, unknown> {
  reader.at++;
  const object: Record<string, unknown> = {};
  for (;;) {
    skipSpace(reader);
    const c = reader.text[reader.at];
    if (c === '}') {
      reader.at++;
      return object;
    }
    let key: string;
    if (c === '"' || c === "'") key = readString(reader);
    else {
      const bare = /^[\w$]+/.exec(reader.text.slice(reader.at));
      if (!bare) fail(reader, 'expected a key');
      key = bare[0];
      reader.at += key.length;
    }
    skipSpace(reader);
    if (reader.text[reader.at] !== ':') fail(reader, 'expected :');
    reader.at++;
    // Own data properties only: a key such as `__proto__` stays a plain key.
    Object.defineProperty(object, key, { value: readValue(reader), enumerable: true });
    skipSpace(reader);
    if (reader.text[reader.at] === ',') reader.at++;
    else if (reader.text[reader.at] !== '}') fail(reader, 'expected , or }');
  }
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

/** A JavaScript string literal: its escapes, and backslash-newline line continuations. */
export function readString(reader: Reader): string {
  const { text } = reader;
  const quote = text[reader.at]!;
  const parts: string[] = [];
  let i = reader.at + 1;
  for (;;) {
    // Runs without escapes are copied whole: an index of ten megabytes is mostly such runs.
    const end = nextOf(text, quote, i);
    const slash = nextOf(text, '\\', i);
    if (end < 0) fail(reader, 'unterminated string');
    if (slash < 0 || end < slash) {
      parts.push(text.slice(i, end));
      reader.at = end + 1;
      return parts.join('');
    }
    parts.push(text.slice(i, slash));
    const next = text[slash + 1] ?? '';
    i = slash + 2;
    if (next === 'u' || next === 'x') {
      const hex = text.slice(i, i + (next === 'u' ? 4 : 2));
      parts.push(String.fromCharCode(parseInt(hex, 16)));
      i += hex.length;
    } else if (next === '\r') {
      if (text[i] === '\n') i++;
    } else if (next !== '\n') {
      // A backslash-newline is a line continuation: nothing.
      parts.push(ESCAPES[next] ?? next);
    }
  }
}

function nextOf(text: string, char: string, from: number): number {
  return text.indexOf(char, from);
}
