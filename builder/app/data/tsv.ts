/**
 * Tab-separated text, as spreadsheets put cells on the clipboard: rows end with a newline, cells
 * are separated by tabs, and a cell holding a tab, a newline or a double quote is quoted with its
 * quotes doubled (what Excel, Google Sheets and Numbers write and read).
 */

/** Cells as TSV, one line per row (no newline after the last). */
export function formatTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoteCell).join('\t')).join('\n');
}

function quoteCell(cell: string): string {
  return /[\t\n\r"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * TSV as rows of cells. Lines end with \n or \r\n; the newline after the last row is not a row of
 * its own. A cell that starts with a double quote runs to its closing quote (tabs and newlines
 * inside are the cell's own, "" is one quote); a quote elsewhere is an ordinary character.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = text.length;
  if (n === 0) return [];
  while (i <= n) {
    let cell = '';
    if (text[i] === '"' && closingQuote(text, i) !== -1) {
      const end = closingQuote(text, i);
      cell = text.slice(i + 1, end).replace(/""/g, '"');
      i = end + 1;
      // Anything after the closing quote up to the separator belongs to the cell, as spreadsheets read it.
      while (i < n && text[i] !== '\t' && text[i] !== '\n' && text[i] !== '\r') cell += text[i++];
    } else {
      while (i < n && text[i] !== '\t' && text[i] !== '\n' && text[i] !== '\r') cell += text[i++];
    }
    row.push(cell);
    if (i >= n) {
      rows.push(row);
      break;
    }
    if (text[i] === '\t') {
      i += 1;
      continue;
    }
    // A line break: \r\n, \n or \r.
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    rows.push(row);
    row = [];
    if (i >= n) break;
  }
  return rows;
}

/** Where the quoted cell that opens at `start` closes, or -1 when it never does (then the quote is text). */
function closingQuote(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === '"') {
      if (text[i + 1] === '"') {
        i += 2;
        continue;
      }
      return i;
    }
    i += 1;
  }
  return -1;
}
