/**
 * RFC 4180 CSV, as ECDICT writes it: comma-separated, `"…"` around fields holding commas or
 * quotes, inner quotes doubled, CRLF line ends. Yields one row (array of fields) at a time.
 */
export function* parseCsv(text: string): Generator<string[]> {
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      yield row;
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    yield row;
  }
}

/** ECDICT stores line breaks as the two characters `\n` (and `\\` for a backslash). */
export function decodeEscapes(s: string): string {
  return s.replace(/\\(\\|n|r)/g, (_, c: string) => (c === 'n' ? '\n' : c === 'r' ? '' : '\\'));
}
