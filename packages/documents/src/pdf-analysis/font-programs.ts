/**
 * What the font rules need from an embedded font program, read from its bytes with bounds on
 * every offset: a TrueType font's glyph count and its cmap subtables (platform, encoding), a CFF
 * font's glyph count, a Type 1 font's declared glyph count. Anything unreadable answers undefined:
 * a rule that needs the program then says nothing rather than guess.
 */

export interface TrueTypeFacts {
  glyphs: number | undefined;
  /** The cmap table's subtables as "platform,encoding" (3,1 is Microsoft Unicode; 3,0 Microsoft Symbol). */
  cmaps: string[];
}

export function readTrueType(bytes: Uint8Array): TrueTypeFacts | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (offset: number) => (offset + 2 <= bytes.length ? view.getUint16(offset) : undefined);
  const u32 = (offset: number) => (offset + 4 <= bytes.length ? view.getUint32(offset) : undefined);
  const tableCount = u16(4);
  if (tableCount === undefined || tableCount > 200) return undefined;
  const tables = new Map<string, number>();
  for (let index = 0; index < tableCount; index++) {
    const record = 12 + index * 16;
    if (record + 16 > bytes.length) return undefined;
    tables.set(String.fromCharCode(...bytes.subarray(record, record + 4)), u32(record + 8)!);
  }
  const maxp = tables.get('maxp');
  const cmap = tables.get('cmap');
  const cmaps: string[] = [];
  const subtables = cmap === undefined ? undefined : u16(cmap + 2);
  for (let index = 0; cmap !== undefined && subtables !== undefined && index < Math.min(subtables, 64); index++) {
    const platform = u16(cmap + 4 + index * 8);
    const encoding = u16(cmap + 6 + index * 8);
    if (platform !== undefined && encoding !== undefined) cmaps.push(`${platform},${encoding}`);
  }
  return { glyphs: maxp === undefined ? undefined : u16(maxp + 4), cmaps };
}

/** The number of glyphs in a CFF font program (its CharStrings INDEX), .notdef included. */
export function cffGlyphCount(bytes: Uint8Array): number | undefined {
  const index = (offset: number): { count: number; end: number; items: [number, number][] } | undefined => {
    if (offset + 2 > bytes.length) return undefined;
    const count = (bytes[offset]! << 8) | bytes[offset + 1]!;
    if (count === 0) return { count, end: offset + 2, items: [] };
    const size = bytes[offset + 2]!;
    if (size < 1 || size > 4) return undefined;
    const offsetAt = (item: number) => {
      let value = 0;
      for (let byte = 0; byte < size; byte++) value = value * 256 + (bytes[offset + 3 + item * size + byte] ?? 0);
      return value;
    };
    const dataStart = offset + 3 + (count + 1) * size - 1;
    const items: [number, number][] = [];
    for (let item = 0; item < Math.min(count, 4); item++) items.push([dataStart + offsetAt(item), dataStart + offsetAt(item + 1)]);
    const end = dataStart + offsetAt(count);
    return end <= bytes.length ? { count, end, items } : undefined;
  };
  const names = index(bytes[2] ?? 4);
  const topDicts = names && index(names.end);
  const top = topDicts?.items[0];
  if (!top) return undefined;
  const charStrings = dictOperand(bytes.subarray(top[0], top[1]), 17);
  return charStrings === undefined ? undefined : index(charStrings)?.count;
}

/** The first operand of operator `wanted` in a CFF DICT. */
function dictOperand(dict: Uint8Array, wanted: number): number | undefined {
  const operands: number[] = [];
  let position = 0;
  while (position < dict.length) {
    const byte = dict[position]!;
    if (byte <= 21) {
      const operator = byte === 12 ? 1200 + (dict[++position] ?? 0) : byte;
      position++;
      if (operator === wanted) return operands[0];
      operands.length = 0;
    } else if (byte === 28) {
      operands.push(((dict[position + 1]! << 24) >> 16) | dict[position + 2]!);
      position += 3;
    } else if (byte === 29) {
      operands.push((dict[position + 1]! << 24) | (dict[position + 2]! << 16) | (dict[position + 3]! << 8) | dict[position + 4]!);
      position += 5;
    } else if (byte === 30) {
      position++;
      while (position < dict.length && (dict[position]! & 0x0f) !== 0x0f && (dict[position]! & 0xf0) !== 0xf0) position++;
      position++;
      operands.push(0);
    } else if (byte >= 32 && byte <= 246) {
      operands.push(byte - 139);
      position++;
    } else if (byte >= 247 && byte <= 250) {
      operands.push((byte - 247) * 256 + dict[position + 1]! + 108);
      position += 2;
    } else if (byte >= 251 && byte <= 254) {
      operands.push(-(byte - 251) * 256 - dict[position + 1]! - 108);
      position += 2;
    } else position++;
  }
  return undefined;
}

/** The glyph count a Type 1 font program declares for its CharStrings (after decrypting its eexec part). */
export function type1GlyphCount(bytes: Uint8Array, clearLength: number | undefined): number | undefined {
  const start = clearLength && clearLength < bytes.length ? clearLength : bytes.length;
  let key = 55665;
  const decrypted = new Uint8Array(bytes.length - start);
  for (let index = start; index < bytes.length; index++) {
    const cipher = bytes[index]!;
    decrypted[index - start] = cipher ^ (key >> 8);
    key = ((cipher + key) * 52845 + 22719) & 0xffff;
  }
  const match = /\/CharStrings\s+(\d+)/.exec(Buffer.from(decrypted).toString('latin1'));
  return match ? Number(match[1]) : undefined;
}
