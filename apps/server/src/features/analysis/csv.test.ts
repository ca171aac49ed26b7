import { describe, expect, it } from 'vitest';
import { csvRecord } from './csv.js';

describe('csvRecord (RFC 4180)', () => {
  it('quotes fields holding commas, quotes, line breaks or edge spaces, doubling quotes', () => {
    expect(csvRecord(['a,b', 'say "hi"', 'two\nlines', ' x', 'plain'])).toBe(
      '"a,b","say ""hi""","two\nlines"," x",plain\r\n',
    );
  });

  it('writes numbers as they are and empty values as empty fields', () => {
    expect(csvRecord([1, -2.5, null, undefined, true])).toBe('1,-2.5,,,true\r\n');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvRecord(['=SUM(A1)', '+1', '-x', '@me'])).toBe("'=SUM(A1),'+1,'-x,'@me\r\n");
  });
});
