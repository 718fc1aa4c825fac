import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Bridges, "major"')).toBe('"Bridges, ""major"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises text a spreadsheet would run as a formula (OWASP CSV injection)', () => {
    expect(csvCell('=HYPERLINK("http://x.example","click")')).toBe(`"'=HYPERLINK(""http://x.example"",""click"")"`);
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('Speeds < 25 mph')).toBe('Speeds < 25 mph');
  });

  it('writes numbers as numbers, negative ones too', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(21195)).toBe('21195');
    expect(csvCell(null)).toBe('');
  });
});

describe('toCsv', () => {
  it('is a header and a line per row, each ending in CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x', 1],
          ['=y', -2],
        ],
      ),
    ).toBe("a,b\r\nx,1\r\n'=y,-2\r\n");
  });
});
