import { Encodings } from '@pdf-lib/standard-fonts';
import { PDFArray, type PDFDocument, PDFDict, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
import type { Tally } from './findings';
import { cffGlyphCount, readTrueType, type1GlyphCount } from './font-programs';
import { analysisLimits } from './limits';
import { dictEntry, entry, itemsOf, latin1, nameOf, numberOf, resolve, type StreamReader, textOf } from './pdf-objects';

/**
 * PDF/UA-1's font rules (ISO 14289-1 7.21) for the fonts a page's content shows text with, as
 * marked-content.ts meets them: embedded (unless only invisible text uses it), every character
 * code shown has a Unicode meaning (a ToUnicode map, a standard encoding of named glyphs, or one of
 * Adobe's public character collections) that is not 0, U+FEFF or U+FFFE, no .notdef glyph shown,
 * and the dictionary rules on composite fonts, CMaps, TrueType encodings and subsets' glyph lists.
 * Glyph widths against the font program (7.21.5) are not compared: see pdfUaClausesNotChecked.
 */

/** CMaps every conforming reader has (ISO 32000-1, 9.7.5.2, Table 118), which need not be embedded. */
const predefinedCMaps = new Set(
  `GB-EUC-H GB-EUC-V GBpc-EUC-H GBpc-EUC-V GBK-EUC-H GBK-EUC-V GBKp-EUC-H GBKp-EUC-V GBK2K-H GBK2K-V UniGB-UCS2-H UniGB-UCS2-V UniGB-UTF16-H UniGB-UTF16-V
  B5pc-H B5pc-V HKscs-B5-H HKscs-B5-V ETen-B5-H ETen-B5-V ETenms-B5-H ETenms-B5-V CNS-EUC-H CNS-EUC-V UniCNS-UCS2-H UniCNS-UCS2-V UniCNS-UTF16-H UniCNS-UTF16-V
  83pv-RKSJ-H 90ms-RKSJ-H 90ms-RKSJ-V 90msp-RKSJ-H 90msp-RKSJ-V 90pv-RKSJ-H Add-RKSJ-H Add-RKSJ-V EUC-H EUC-V Ext-RKSJ-H Ext-RKSJ-V H V UniJIS-UCS2-H UniJIS-UCS2-V
  UniJIS-UCS2-HW-H UniJIS-UCS2-HW-V UniJIS-UTF16-H UniJIS-UTF16-V KSC-EUC-H KSC-EUC-V KSCms-UHC-H KSCms-UHC-V KSCms-UHC-HW-H KSCms-UHC-HW-V KSCpc-EUC-H UniKS-UCS2-H
  UniKS-UCS2-V UniKS-UTF16-H UniKS-UTF16-V Identity-H Identity-V`.split(/\s+/),
);
const adobeOrderings = new Set(['Japan1', 'GB1', 'CNS1', 'Korea1', 'KR']);

/** The Adobe character collection a predefined CMap belongs to, from its name (Identity's belong to none). */
function predefinedOrdering(cmap: string): string | undefined {
  if (cmap.startsWith('Identity')) return undefined;
  if (/GB/.test(cmap)) return 'GB1';
  if (/B5|CNS|ETen|HKscs/.test(cmap)) return 'CNS1';
  if (/KSC|UniKS/.test(cmap)) return 'Korea1';
  return 'Japan1';
}

/** A subset's font name starts with six capital letters and a plus. */
const isSubset = (name: string | undefined) => /^[A-Z]{6}\+/.test(name ?? '');
/** The standard 14's symbolic fonts, whose glyph names come with them (Symbol's and ZapfDingbats' own encodings). */
const symbolFonts = new Set(['Symbol', 'ZapfDingbats']);
const standardEncodings = new Set(['WinAnsiEncoding', 'MacRomanEncoding', 'StandardEncoding', 'MacExpertEncoding']);

/** Glyph names with a Unicode meaning by name: the standard encodings' names, uniXXXX and uXXXX[XX], and their suffixed variants (a.sc). */
const namedGlyphs = new Set(
  [Encodings.WinAnsi, Encodings.Symbol, Encodings.ZapfDingbats].flatMap((encoding) =>
    Object.values((encoding as unknown as { unicodeMappings: Record<number, [number, string]> }).unicodeMappings).map(([, name]) => name),
  ),
);
const hasUnicodeName = (name: string) => {
  const base = name.split('.')[0]!.split('_')[0]!;
  return namedGlyphs.has(base) || /^uni([0-9A-F]{4})+$/.test(base) || /^u[0-9A-F]{4,6}$/.test(base);
};

interface FontInUse {
  dict: PDFDict;
  name: string;
  codes: Set<number>;
  rendered: boolean;
  pages: Set<number>;
  /** Bytes per character code (1 for simple fonts, 2 for Identity and the UCS-2 CMaps); undefined when codes of several lengths mix, and codes are not kept. */
  codeLength: number | undefined;
}

const codesKept = 65_536;
/** What a ToUnicode map may not give a character (7.21.7): nothing, or a byte-order mark. */
const forbiddenUnicode = new Set([0x0000, 0xfeff, 0xfffe]);

export class FontUsage {
  private readonly fonts = new Map<string, FontInUse>();

  constructor(
    private readonly document: PDFDocument,
    private readonly streams: StreamReader,
  ) {}

  /** Text shown with a font (`key` names the font object) in a rendering mode (3 is invisible). */
  show(key: string, dict: PDFDict, text: Uint8Array, renderMode: number, page: number): void {
    let font = this.fonts.get(key);
    if (!font) {
      font = {
        dict,
        name: nameOf(entry(dict, 'BaseFont'))?.replace(/^[A-Z]{6}\+/, '') ?? 'a font without a name',
        codes: new Set(),
        rendered: false,
        pages: new Set(),
        codeLength: nameOf(entry(dict, 'Subtype')) === 'Type0' ? this.compositeCodeLength(dict) : 1,
      };
      this.fonts.set(key, font);
    }
    font.rendered ||= renderMode !== 3;
    font.pages.add(page);
    const length = font.codeLength;
    if (length === undefined) return;
    for (let index = 0; index + length <= text.length && font.codes.size < codesKept; index += length)
      font.codes.add(length === 2 ? (text[index]! << 8) | text[index + 1]! : text[index]!);
  }

  /** A composite font's code length: 2 for Identity and the UCS-2 CMaps, an embedded CMap's when all its code spaces agree. */
  private compositeCodeLength(font: PDFDict): number | undefined {
    const encoding = resolve(this.document, font.get(PDFName.of('Encoding')));
    const name = nameOf(encoding);
    if (name !== undefined) return name.startsWith('Identity') || /UCS2/.test(name) ? 2 : undefined;
    if (!(encoding instanceof PDFStream)) return undefined;
    const text = this.text(encoding);
    const lengths = new Set<number>();
    for (const block of blocks(text, 'begincodespacerange', 'endcodespacerange'))
      for (const range of block.matchAll(/<([0-9a-fA-F]*)>\s*<[0-9a-fA-F]*>/g)) lengths.add(Math.ceil(range[1]!.length / 2));
    const [only] = lengths;
    return lengths.size === 1 && (only === 1 || only === 2) ? only : undefined;
  }

  /** A stream's text as far as the rules search it. */
  private text(stream: PDFStream): string {
    return latin1((this.streams.bytes(stream) ?? new Uint8Array()).subarray(0, analysisLimits.metadataCharacters));
  }

  check(tally: Tally): void {
    for (const font of this.fonts.values()) {
      const subtype = nameOf(entry(font.dict, 'Subtype'));
      const problems = subtype === 'Type0' ? this.compositeFont(font) : subtype === 'Type3' ? this.type3Font(font) : this.simpleFont(font);
      const page = Math.min(...font.pages);
      if (problems.notEmbedded && font.rendered) tally.add('font-not-embedded', page, font.name);
      if (problems.noUnicode) tally.add('text-not-readable', page, font.name);
      for (const problem of problems.encoding) tally.add('font-encoding', page, `${font.name}: ${problem}`);
    }
  }

  private fontProgram(descriptor: PDFDict): FontProgram | undefined {
    for (const kind of ['FontFile', 'FontFile2', 'FontFile3']) {
      const stream = resolve(this.document, descriptor.get(PDFName.of(kind)));
      if (!(stream instanceof PDFStream)) continue;
      // FontFile3 holds CFF (Type1C, CIDFontType0C) or a whole OpenType font, whose glyphs are not counted here.
      const cff = kind === 'FontFile3' && nameOf(entry(stream.dict, 'Subtype')) !== 'OpenType';
      return { kind, cff, bytes: this.streams.bytes(stream) ?? new Uint8Array(), clearLength: numberOf(entry(stream.dict, 'Length1')) };
    }
    return undefined;
  }

  /**
   * A font's ToUnicode CMap for the codes its text shows (bfchar and bfrange entries), or undefined
   * when it has none. Only the codes shown are mapped: a range may span every code there is.
   */
  private toUnicode(font: FontInUse): Map<number, string> | undefined {
    const stream = resolve(this.document, font.dict.get(PDFName.of('ToUnicode')));
    if (!(stream instanceof PDFStream)) return undefined;
    const text = this.text(stream);
    const wanted = [...font.codes].sort((a, b) => a - b);
    const shown = new Set(wanted);
    const map = new Map<number, string>();
    const hex = (digits: string) => Number.parseInt(digits || '0', 16);
    const utf16 = (digits: string) => {
      let out = '';
      for (let index = 0; index + 4 <= digits.length; index += 4) out += String.fromCharCode(hex(digits.slice(index, index + 4)));
      return digits.length % 4 === 2 ? out + String.fromCharCode(hex(digits.slice(-2))) : out;
    };
    for (const block of blocks(text, 'beginbfchar', 'endbfchar'))
      for (const pair of block.matchAll(/<([0-9a-fA-F]*)>\s*<([0-9a-fA-F]*)>/g)) if (shown.has(hex(pair[1]!))) map.set(hex(pair[1]!), utf16(pair[2]!));
    for (const block of blocks(text, 'beginbfrange', 'endbfrange')) {
      for (const range of block.matchAll(/<([0-9a-fA-F]*)>\s*<([0-9a-fA-F]*)>\s*(<[0-9a-fA-F]*>|\[[^\]]*\])/g)) {
        const low = hex(range[1]!);
        const codes = codesBetween(wanted, low, hex(range[2]!));
        if (codes.length === 0) continue;
        if (range[3]!.startsWith('[')) {
          const targets = [...range[3]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((match) => utf16(match[1]!));
          for (const code of codes) if (targets[code - low] !== undefined) map.set(code, targets[code - low]!);
        } else {
          const first = utf16(range[3]!.slice(1, -1));
          if (first === '') continue;
          for (const code of codes) map.set(code, first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + (code - low)));
        }
      }
    }
    return map;
  }

  private compositeFont(font: FontInUse): FontProblems {
    const problems: FontProblems = { notEmbedded: false, noUnicode: false, encoding: [] };
    const cidFont = resolve(this.document, itemsOf(this.document, entry(font.dict, 'DescendantFonts'))[0]);
    if (!(cidFont instanceof PDFDict)) return { ...problems, notEmbedded: true, noUnicode: true };
    const descriptor = dictEntry(cidFont, 'FontDescriptor');
    const program = descriptor ? this.fontProgram(descriptor) : undefined;
    problems.notEmbedded = !program;
    const cidSubtype = nameOf(entry(cidFont, 'Subtype'));
    const systemInfo = dictEntry(cidFont, 'CIDSystemInfo');
    const registry = systemInfo ? textOf(entry(systemInfo, 'Registry')) : undefined;
    const ordering = systemInfo ? textOf(entry(systemInfo, 'Ordering')) : undefined;

    // The encoding: a predefined CMap by name, or an embedded one.
    const encoding = resolve(this.document, font.dict.get(PDFName.of('Encoding')));
    const encodingName = nameOf(encoding);
    if (encodingName !== undefined) {
      const cmapOrdering = predefinedOrdering(encodingName);
      if (!predefinedCMaps.has(encodingName)) problems.encoding.push(`the CMap ${encodingName} is neither standard nor embedded`);
      else if (cmapOrdering !== undefined && (registry !== 'Adobe' || ordering !== cmapOrdering))
        problems.encoding.push(`the CMap ${encodingName} is of another character collection than its font`);
    } else if (encoding instanceof PDFStream) {
      const cmapInfo = dictEntry(encoding.dict, 'CIDSystemInfo');
      const sameCollection =
        cmapInfo !== undefined &&
        textOf(entry(cmapInfo, 'Registry')) === registry &&
        textOf(entry(cmapInfo, 'Ordering')) === ordering &&
        (numberOf(entry(systemInfo ?? cmapInfo, 'Supplement')) ?? 0) <= (numberOf(entry(cmapInfo, 'Supplement')) ?? 0);
      if (!sameCollection) problems.encoding.push('its CMap is of another character collection than its font');
      const text = this.text(encoding);
      const streamWMode = /\/WMode\s+(\d+)\s+def/.exec(text)?.[1];
      if ((numberOf(entry(encoding.dict, 'WMode')) ?? 0) !== Number(streamWMode ?? 0)) problems.encoding.push('its CMap states two writing modes');
      const used = nameOf(entry(encoding.dict, 'UseCMap')) ?? /\/([^\s/]+)\s+usecmap/.exec(text)?.[1];
      if (used !== undefined && !predefinedCMaps.has(used)) problems.encoding.push(`its CMap uses the CMap ${used}, which is not standard`);
      if (entry(encoding.dict, 'UseCMap') instanceof PDFStream) problems.encoding.push('its CMap uses an embedded CMap');
    }

    const gidMapEntry = resolve(this.document, cidFont.get(PDFName.of('CIDToGIDMap')));
    const gidMap = this.streams.bytes(gidMapEntry);
    if (cidSubtype === 'CIDFontType2' && program && !(gidMapEntry instanceof PDFStream) && nameOf(gidMapEntry) !== 'Identity')
      problems.encoding.push('a TrueType CIDFont without a CIDToGIDMap stream or Identity');

    // A subset's CIDSet lists every CID its program holds.
    const cidSet = descriptor ? this.streams.bytes(resolve(this.document, descriptor.get(PDFName.of('CIDSet')))) : undefined;
    if (cidSet && program && isSubset(nameOf(entry(cidFont, 'BaseFont')))) {
      const glyphs = program.kind === 'FontFile2' ? readTrueType(program.bytes)?.glyphs : program.cff ? cffGlyphCount(program.bytes) : undefined;
      const listed = cidSet.reduce((sum, byte) => sum + bitCount(byte), 0);
      if (glyphs !== undefined && listed < glyphs) problems.encoding.push(`its CIDSet lists ${listed} of the ${glyphs} glyphs its program holds`);
    }

    // Unicode: a ToUnicode map, or one of Adobe's public collections through a predefined CMap.
    const toUnicode = this.toUnicode(font);
    const adobeCollection = registry === 'Adobe' && ordering !== undefined && adobeOrderings.has(ordering);
    if (font.codeLength === undefined && !toUnicode && !adobeCollection) problems.noUnicode = true;
    for (const code of font.codes) {
      const identity = encodingName?.startsWith('Identity');
      if (identity && (code === 0 || (gidMap && ((gidMap[code * 2] ?? 0) << 8) + (gidMap[code * 2 + 1] ?? 0) === 0 && code * 2 + 1 < gidMap.length))) {
        problems.encoding.push('it shows the .notdef glyph');
        break;
      }
    }
    this.unicodeOfCodes(font, toUnicode, () => adobeCollection, problems);
    return problems;
  }

  private simpleFont(font: FontInUse): FontProblems {
    const problems: FontProblems = { notEmbedded: false, noUnicode: false, encoding: [] };
    const descriptor = dictEntry(font.dict, 'FontDescriptor');
    const program = descriptor ? this.fontProgram(descriptor) : undefined;
    problems.notEmbedded = !program;
    const flags = descriptor ? (numberOf(entry(descriptor, 'Flags')) ?? 0) : 0;
    const symbolic = (flags & 4) !== 0;
    const encoding = resolve(this.document, font.dict.get(PDFName.of('Encoding')));
    const baseEncoding = nameOf(encoding) ?? (encoding instanceof PDFDict ? nameOf(entry(encoding, 'BaseEncoding')) : undefined);
    const differences = encoding instanceof PDFDict ? readDifferences(encoding) : new Map<number, string>();
    const subtype = nameOf(entry(font.dict, 'Subtype'));

    if (subtype === 'TrueType') {
      const trueType = program?.kind === 'FontFile2' ? readTrueType(program.bytes) : undefined;
      if (symbolic) {
        if (encoding !== undefined) problems.encoding.push('a symbolic TrueType font with an Encoding');
        if (trueType && trueType.cmaps.length !== 1 && !trueType.cmaps.includes('3,0')) problems.encoding.push('a symbolic TrueType font without a (3,0) cmap');
      } else {
        if (baseEncoding !== 'MacRomanEncoding' && baseEncoding !== 'WinAnsiEncoding')
          problems.encoding.push('a non-symbolic TrueType font without the MacRoman or WinAnsi encoding');
        if (differences.size > 0 && ([...differences.values()].some((name) => !hasUnicodeName(name)) || (trueType && !trueType.cmaps.includes('3,1'))))
          problems.encoding.push('a non-symbolic TrueType font whose Differences need a (3,1) cmap and standard glyph names');
        if (trueType && trueType.cmaps.filter((cmap) => cmap !== '3,0').length === 0)
          problems.encoding.push('a non-symbolic TrueType font without a non-symbolic cmap');
      }
    }
    // A subset's CharSet lists every glyph its program holds.
    const charSet = descriptor ? textOf(entry(descriptor, 'CharSet')) : undefined;
    if (charSet !== undefined && program && isSubset(nameOf(entry(font.dict, 'BaseFont')))) {
      const glyphs = program.cff ? cffGlyphCount(program.bytes) : program.kind === 'FontFile' ? type1GlyphCount(program.bytes, program.clearLength) : undefined;
      const listed = charSet.split('/').filter((name) => name.trim() && name.trim() !== '.notdef').length;
      const held = glyphs === undefined || glyphs < 1 ? undefined : glyphs - 1; // .notdef is in every program, and need not be listed
      if (held !== undefined && listed !== held) problems.encoding.push(`its CharSet lists ${listed} glyphs; its program holds ${held}`);
    }
    if ([...font.codes].some((code) => differences.get(code) === '.notdef')) problems.encoding.push('it shows the .notdef glyph');

    const toUnicode = this.toUnicode(font);
    const standard = baseEncoding !== undefined && standardEncodings.has(baseEncoding);
    const namedByItself = symbolFonts.has(font.name);
    this.unicodeOfCodes(
      font,
      toUnicode,
      (code) => {
        const name = differences.get(code);
        if (name !== undefined) return hasUnicodeName(name);
        return namedByItself || (!symbolic && (standard || subtype === 'Type1' || subtype === 'MMType1') && code >= 0x20);
      },
      problems,
    );
    return problems;
  }

  private type3Font(font: FontInUse): FontProblems {
    const problems: FontProblems = { notEmbedded: false, noUnicode: false, encoding: [] };
    const encoding = resolve(this.document, font.dict.get(PDFName.of('Encoding')));
    const differences = encoding instanceof PDFDict ? readDifferences(encoding) : new Map<number, string>();
    if ([...font.codes].some((code) => differences.get(code) === '.notdef')) problems.encoding.push('it shows the .notdef glyph');
    this.unicodeOfCodes(font, this.toUnicode(font), (code) => hasUnicodeName(differences.get(code) ?? ''), problems);
    return problems;
  }

  /** Every code shown has a Unicode meaning (ToUnicode first, else `byName`), and none maps to 0, U+FEFF or U+FFFE. */
  private unicodeOfCodes(font: FontInUse, toUnicode: Map<number, string> | undefined, byName: (code: number) => boolean, problems: FontProblems) {
    for (const code of font.codes) {
      const unicode = toUnicode?.get(code);
      if (unicode !== undefined) {
        if ([...unicode].some((character) => forbiddenUnicode.has(character.charCodeAt(0)))) {
          problems.encoding.push('its ToUnicode map gives a character 0, U+FEFF or U+FFFE');
          return;
        }
      } else if (!byName(code)) {
        problems.noUnicode = true;
        return;
      }
    }
  }
}

interface FontProgram {
  kind: string;
  /** A CFF program (FontFile3's Type1C or CIDFontType0C), whose glyphs cffGlyphCount counts. */
  cff: boolean;
  bytes: Uint8Array;
  clearLength?: number;
}

interface FontProblems {
  notEmbedded: boolean;
  noUnicode: boolean;
  encoding: string[];
}

function readDifferences(encoding: PDFDict): Map<number, string> {
  const differences = new Map<number, string>();
  const array = entry(encoding, 'Differences');
  if (!(array instanceof PDFArray)) return differences;
  let code = 0;
  for (const item of array.asArray().slice(0, 1_024) as PDFObject[]) {
    const number = numberOf(item);
    if (number !== undefined) code = number;
    else {
      const name = nameOf(item);
      if (name !== undefined) differences.set(code++, name);
    }
  }
  return differences;
}

/**
 * The parts of a CMap between `begin` and `end` markers, found by position (a search that looked
 * for both at once would go back over the text for every begin without its end).
 */
function blocks(text: string, begin: string, end: string): string[] {
  const found: string[] = [];
  for (let from = text.indexOf(begin); from !== -1;) {
    const stop = text.indexOf(end, from + begin.length);
    if (stop === -1) break;
    found.push(text.slice(from + begin.length, stop));
    from = text.indexOf(begin, stop + end.length);
  }
  return found;
}

/** The sorted codes of `wanted` from `low` to `high`. */
function codesBetween(wanted: number[], low: number, high: number): number[] {
  let first = 0;
  let last = wanted.length;
  while (first < last) {
    const middle = (first + last) >> 1;
    if (wanted[middle]! < low) first = middle + 1;
    else last = middle;
  }
  const codes: number[] = [];
  for (let index = first; index < wanted.length && wanted[index]! <= high; index++) codes.push(wanted[index]!);
  return codes;
}

function bitCount(byte: number): number {
  let count = 0;
  for (let value = byte; value; value >>= 1) count += value & 1;
  return count;
}
