/**
 * Splits one markdown table line into trimmed cells. Leading and trailing pipes are optional (GFM
 * allows both styles) and `\|` is a literal pipe inside a cell.
 */
export function splitTableRow(line: string): string[] {
  let text = line.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && text[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (c === '|') {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell.trim());
  return cells;
}

/** True when the line could belong to a table: it has a pipe that is not escaped. */
export function hasTableCells(line: string): boolean {
  return /(^|[^\\])\|/.test(line);
}

/** True for the `|---|:--:|` line that turns the line above it into a table header. */
export function isDelimiterRow(line: string): boolean {
  return hasTableCells(line) && splitTableRow(line).every((cell) => /^:?-+:?$/.test(cell));
}
