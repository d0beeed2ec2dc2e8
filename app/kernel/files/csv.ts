// CSV the way spreadsheets read it safely, for every download (org reports, billing's payout batch).
// A cell a spreadsheet would run as a formula (= + - @, a tab or a carriage return first) gets a leading
// apostrophe, so a name like "=HYPERLINK(…)" stays text; a cell holding the separator, a quote or a line
// break is quoted with its quotes doubled. Lines end in CRLF, as RFC 4180 and Excel expect.

/** A text cell a spreadsheet would run as a formula gets a leading apostrophe. */
export function escapeFormula(text: string) {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

export function csvCell(text: string, separator = ',') {
  const safe = escapeFormula(text)
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The rows (already text) as CSV, each line ending in CRLF. */
export function csvLines(rows: string[][], separator = ',') {
  return `${rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator)).join('\r\n')}\r\n`
}
