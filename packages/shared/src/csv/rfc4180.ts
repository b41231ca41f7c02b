/*
 * RFC 4180 CSV, written and read (docs/decisions.md D43): records end in CRLF, a field is quoted
 * when it holds a comma, a quote, CR or LF (quotes doubled inside), and files start with a UTF-8
 * byte-order mark so spreadsheet apps read them as UTF-8. Reading also accepts LF line ends, no
 * BOM, and a missing final line end.
 */

export const UTF8_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;

export function formatCsvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Records → CSV text: BOM, CRLF after every record (the last one too). */
export function formatCsv(records: readonly (readonly string[])[]): string {
  return UTF8_BOM + records.map((record) => `${record.map(formatCsvField).join(',')}\r\n`).join('');
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    /** 1-based line of the file where the problem is. */
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

export interface CsvRecord {
  fields: string[];
  /** 1-based line of the file where the record starts (a quoted field may span lines). */
  line: number;
}

/** CSV text → records. Blank lines are skipped; an unclosed quote or text after a closing quote is a CsvSyntaxError. */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ fields, line: recordLine });
    fields = [];
    field = '';
  };
  while (i < input.length) {
    const char = input[i]!;
    if (char === '"' && field === '') {
      const quoteLine = line;
      i += 1;
      for (;;) {
        if (i >= input.length) throw new CsvSyntaxError(`Line ${quoteLine}: a quoted field is never closed`, quoteLine);
        const inner = input[i]!;
        if (inner === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (inner === '\n') line += 1;
        field += inner;
        i += 1;
      }
      const next = input[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        throw new CsvSyntaxError(`Line ${line}: unexpected text after a closing quote`, line);
      }
      continue;
    }
    if (char === ',') {
      fields.push(field);
      field = '';
      i += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      field += char;
      i += 1;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
