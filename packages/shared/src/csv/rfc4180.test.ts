import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CsvSyntaxError, formatCsv, formatCsvField, parseCsv, UTF8_BOM } from './rfc4180.js';

describe('formatting CSV (RFC 4180)', () => {
  it('quotes only fields with a comma, quote or line break, doubling quotes', () => {
    expect(formatCsvField('plain')).toBe('plain');
    expect(formatCsvField('a,b')).toBe('"a,b"');
    expect(formatCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(formatCsvField('two\nlines')).toBe('"two\nlines"');
    expect(formatCsvField('')).toBe('');
  });

  it('starts with a BOM and ends every record with CRLF', () => {
    expect(formatCsv([['a', 'b'], ['1', '2']])).toBe(`${UTF8_BOM}a,b\r\n1,2\r\n`);
  });
});

describe('parsing CSV', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const records = parseCsv(`${UTF8_BOM}name,note\r\n"Smith, J","He said ""go""\r\nnow"\r\nx,\r\n`);
    expect(records.map((r) => r.fields)).toEqual([
      ['name', 'note'],
      ['Smith, J', 'He said "go"\r\nnow'],
      ['x', ''],
    ]);
    expect(records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('accepts LF line ends, no BOM, no final line end, and skips blank lines', () => {
    expect(parseCsv('a,b\n\n1,2').map((r) => r.fields)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('names the line of an unclosed quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow(new CsvSyntaxError('Line 2: a quoted field is never closed', 2));
  });

  it('refuses text after a closing quote', () => {
    expect(() => parseCsv('"a"b,c')).toThrow('Line 1: unexpected text after a closing quote');
  });

  it('reads back whatever it wrote', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'é', ',', '"', '\n', '\r\n', ' ', '😀') });
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (records) => {
        expect(parseCsv(formatCsv(records)).map((r) => r.fields)).toEqual(records);
      }),
    );
  });
});
