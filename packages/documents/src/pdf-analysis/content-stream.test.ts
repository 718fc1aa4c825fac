import { describe, expect, it } from 'vitest';
import { readContentStream, type Operand } from './content-stream';
import { PdfAnalysisError } from './limits';

const operators = (content: string) => {
  const seen: [string, Operand[]][] = [];
  readContentStream(Buffer.from(content, 'latin1'), (operator, operands) => seen.push([operator, operands]));
  return seen;
};

describe('the content-stream lexer', () => {
  it('reads a marked-content property list, strings with escapes and nesting, hex strings, arrays and names with #-escapes', () => {
    const seen = operators('/Span << /Lang (en-US) /ActualText <FEFF0041> /MCID 3 >> BDC (a\\(b\\) (c) \\101\\n) Tj [(x) -20 <0102>] TJ /Name#20Two Do EMC');
    expect(seen.map(([operator]) => operator)).toEqual(['BDC', 'Tj', 'TJ', 'Do', 'EMC']);
    const [tag, properties] = seen[0]![1] as [{ name: string }, { dict: Map<string, Operand> }];
    expect(tag).toEqual({ name: 'Span' });
    expect(Buffer.from(properties.dict.get('Lang') as Uint8Array).toString('latin1')).toBe('en-US');
    expect([...(properties.dict.get('ActualText') as Uint8Array)]).toEqual([0xfe, 0xff, 0x00, 0x41]);
    expect(properties.dict.get('MCID')).toBe(3);
    expect(Buffer.from(seen[1]![1][0] as Uint8Array).toString('latin1')).toBe('a(b) (c) A\n');
    const array = seen[2]![1][0] as Operand[];
    expect(array[1]).toBe(-20);
    expect([...(array[2] as Uint8Array)]).toEqual([1, 2]);
    expect(seen[3]![1][0]).toEqual({ name: 'Name Two' });
  });

  it('skips an inline image’s data, whatever bytes it holds, and goes on after EI', () => {
    const seen = operators('BI /W 2 /H 1 /BPC 8 /CS /G ID \x00) Tj ( BDC \xff EI Q (after) Tj');
    expect(seen.map(([operator]) => operator)).toEqual(['Q', 'Tj']);
  });

  it('ends content that holds more tokens than its budget with a reason, the budget shared by every stream of a file', () => {
    const budget = { tokens: 1_000 };
    readContentStream(Buffer.alloc(1_200, '1 '), () => undefined, budget);
    expect(budget.tokens).toBe(399); // 600 numbers, and the look past the last
    expect(() => readContentStream(Buffer.alloc(1_000, '1 '), () => undefined, budget)).toThrow(PdfAnalysisError);
  });
});
