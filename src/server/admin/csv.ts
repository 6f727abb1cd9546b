/**
 * CSV for spreadsheet programs as Brazilian offices use them: UTF-8 with a byte order mark (so
 * Excel does not read it as Latin-1), `;` between cells (Excel in pt-BR expects it, the comma
 * being the decimal mark), CRLF between rows (RFC 4180).
 */
export const CSV_SEPARATOR = ';'

/**
 * A cell that a spreadsheet would run as a formula (= + - @, or a tab or carriage return that
 * some programs skip before one) starts with an apostrophe, so it shows as text (OWASP "CSV
 * injection"); a plain negative amount ("-12,50") is no formula and stays a number. Cells with
 * the separator, a quote or a line break are quoted, quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d+([.,]\d+)?$/.test(value) ? `'${value}` : value
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function toCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`
}
