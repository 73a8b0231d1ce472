/**
 * JSON with comments (`// …` and `/* … *\/`) and trailing commas, as people write config files, to
 * plain JSON. Strings are left byte for byte; comments become spaces so that positions (and so line
 * numbers in error messages) stay where they were.
 */
export function stripJsonComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    const next = text[i + 1] ?? '';
    if (char === '"') {
      const end = stringEnd(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (char === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      out += char;
      i++;
    }
  }
  return removeTrailingCommas(out);
}

function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return Math.min(i + 1, text.length);
}

/** `[1, 2,]` and `{"a": 1,}`: a comma before a closing bracket, outside strings. */
function removeTrailingCommas(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (char === '"') {
      const end = stringEnd(text, i);
      out += text.slice(i, end);
      i = end;
      continue;
    }
    if (char === ',') {
      const rest = text.slice(i + 1);
      if (/^\s*[}\]]/.test(rest)) {
        out += ' ';
        i++;
        continue;
      }
    }
    out += char;
    i++;
  }
  return out;
}
