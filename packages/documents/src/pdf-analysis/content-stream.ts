import { analysisLimits, PdfAnalysisError } from './limits';

/**
 * A content stream's operators with their operands (ISO 32000-1, 7.8.2), read from its decoded
 * bytes. pdf.js reads content for drawing and drops what the rules need — a marked-content
 * sequence's property list (its Lang, Alt, ActualText) and the character codes each font is asked
 * to show — so the marked-content rules read the stream themselves. Tokens are counted against a
 * limit; an inline image's data is skipped, not parsed.
 */

export type Operand = number | boolean | null | { name: string } | Uint8Array | Operand[] | OperandDict;
export interface OperandDict {
  dict: Map<string, Operand>;
}

/** Tokens left to read, shared by every content stream of one file (its pages and the forms they draw). */
export interface ContentBudget {
  tokens: number;
}

/** Bytes kept of one string operand: text shown is a few words at a time; the rest of a longer one is read past, not kept. */
const stringBytesKept = 64 * 1024;

const whitespace = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const delimiters = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number) => !whitespace.has(byte) && !delimiters.has(byte);

export function isName(operand: Operand | undefined): operand is { name: string } {
  return typeof operand === 'object' && operand !== null && 'name' in operand;
}
export function isDict(operand: Operand | undefined): operand is OperandDict {
  return typeof operand === 'object' && operand !== null && 'dict' in operand;
}

/** Calls `onOperator` for each operator in order with its operands. */
export function readContentStream(
  bytes: Uint8Array,
  onOperator: (operator: string, operands: Operand[]) => void,
  budget: ContentBudget = { tokens: analysisLimits.contentTokens },
): void {
  let position = 0;
  const length = bytes.length;

  const skipSpaceAndComments = () => {
    while (position < length) {
      const byte = bytes[position]!;
      if (whitespace.has(byte)) position++;
      else if (byte === 0x25) while (position < length && bytes[position] !== 0x0a && bytes[position] !== 0x0d) position++;
      else break;
    }
  };
  const regularRun = () => {
    const start = position;
    while (position < length && isRegular(bytes[position]!)) position++;
    return String.fromCharCode(...bytes.subarray(start, Math.min(position, start + 256)));
  };
  const literalString = (): Uint8Array => {
    const out: number[] = [];
    const keep = (byte: number) => {
      if (out.length < stringBytesKept) out.push(byte);
    };
    let depth = 1;
    position++;
    while (position < length) {
      const byte = bytes[position++]!;
      if (byte === 0x5c) {
        const next = bytes[position++];
        if (next === undefined) break;
        const escapes: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c, 0x28: 0x28, 0x29: 0x29, 0x5c: 0x5c };
        if (next in escapes) keep(escapes[next]!);
        else if (next >= 0x30 && next <= 0x37) {
          let value = next - 0x30;
          for (let digit = 0; digit < 2 && bytes[position]! >= 0x30 && bytes[position]! <= 0x37; digit++) value = value * 8 + (bytes[position++]! - 0x30);
          keep(value & 0xff);
        } else if (next === 0x0d) {
          if (bytes[position] === 0x0a) position++;
        } else if (next !== 0x0a) keep(next);
      } else if (byte === 0x28) {
        depth++;
        keep(byte);
      } else if (byte === 0x29) {
        if (--depth === 0) break;
        keep(byte);
      } else keep(byte);
    }
    return Uint8Array.from(out);
  };
  const hexString = (): Uint8Array => {
    position++;
    const digits: number[] = [];
    while (position < length && bytes[position] !== 0x3e) {
      const value = Number.parseInt(String.fromCharCode(bytes[position++]!), 16);
      if (!Number.isNaN(value) && digits.length < stringBytesKept * 2) digits.push(value);
    }
    position++;
    if (digits.length % 2) digits.push(0);
    const out = new Uint8Array(digits.length / 2);
    for (let index = 0; index < out.length; index++) out[index] = digits[index * 2]! * 16 + digits[index * 2 + 1]!;
    return out;
  };
  const name = () => {
    position++;
    return { name: regularRun().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))) };
  };

  /** One object, or an operator's keyword (a string), or undefined at the end. */
  const next = (depth: number): Operand | string | undefined => {
    if (--budget.tokens < 0)
      throw new PdfAnalysisError('too-complex', `its content holds more than ${analysisLimits.contentTokens.toLocaleString('en-US')} tokens`);
    if (depth > analysisLimits.objectDepth) throw new PdfAnalysisError('too-complex', 'its content nests arrays or dictionaries too deeply');
    skipSpaceAndComments();
    if (position >= length) return undefined;
    const byte = bytes[position]!;
    if (byte === 0x28) return literalString();
    if (byte === 0x2f) return name();
    if (byte === 0x5b) {
      position++;
      const items: Operand[] = [];
      for (;;) {
        const item = next(depth + 1);
        if (item === undefined || item === ']') break;
        if (typeof item !== 'string') items.push(item);
      }
      return items;
    }
    if (byte === 0x3c && bytes[position + 1] === 0x3c) {
      position += 2;
      const dict = new Map<string, Operand>();
      let key: string | undefined;
      for (;;) {
        const item = next(depth + 1);
        if (item === undefined || item === '>>') break;
        if (key === undefined) key = isName(item as Operand) ? (item as { name: string }).name : undefined;
        else {
          if (typeof item !== 'string') dict.set(key, item);
          key = undefined;
        }
      }
      return { dict };
    }
    if (byte === 0x3c) return hexString();
    if (byte === 0x5d || byte === 0x29 || byte === 0x7b || byte === 0x7d) {
      position++;
      return String.fromCharCode(byte);
    }
    if (byte === 0x3e) {
      position += bytes[position + 1] === 0x3e ? 2 : 1;
      return '>>';
    }
    const word = regularRun();
    if (word === '') {
      position++;
      return next(depth);
    }
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return Number(word);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return word;
  };

  let operands: Operand[] = [];
  for (;;) {
    const item = next(0);
    if (item === undefined) break;
    if (typeof item !== 'string') {
      operands.push(item);
      continue;
    }
    if (item === 'BI') {
      skipInlineImage();
      operands = [];
      continue;
    }
    onOperator(item, operands);
    operands = [];
  }

  /** Past an inline image's dictionary and data to the EI that ends it. */
  function skipInlineImage() {
    while (position < length) {
      skipSpaceAndComments();
      if (bytes[position] === 0x49 && bytes[position + 1] === 0x44 && !isRegular(bytes[position + 2] ?? 0x20)) break;
      if (next(1) === undefined) return;
    }
    position += 3;
    while (position < length) {
      if (
        bytes[position] === 0x45 &&
        bytes[position + 1] === 0x49 &&
        whitespace.has(bytes[position - 1] ?? 0x20) &&
        (position + 2 >= length || !isRegular(bytes[position + 2]!))
      ) {
        position += 2;
        return;
      }
      position++;
    }
  }
}
