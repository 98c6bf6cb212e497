/**
 * CSV for spreadsheets. A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is
 * read as a formula by Excel, LibreOffice and Google Sheets (CSV injection): such a cell gets a
 * leading `'`, which they show as text. The full-width forms (＝ ＋ － ＠) count too: some
 * spreadsheets fold them to the ASCII signs (OWASP's CSV injection guidance lists them). Every cell
 * is quoted, quotes doubled; lines end in CRLF (RFC 4180).
 */
const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export type CsvCell = string | number | boolean | null | undefined;

/** The cell as text a spreadsheet will not evaluate. */
export function neutraliseCsvCell(value: CsvCell): string {
  const text = value == null ? '' : String(value);
  return formulaStart.test(text) ? `'${text}` : text;
}

export function toCsvLine(cells: readonly CsvCell[]): string {
  return cells.map((cell) => `"${neutraliseCsvCell(cell).replaceAll('"', '""')}"`).join(',');
}

/** A whole document: the header line, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map(toCsvLine).join('\r\n') + '\r\n';
}
