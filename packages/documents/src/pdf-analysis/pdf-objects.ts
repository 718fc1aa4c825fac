import {
  decodePDFRawStream,
  PDFArray,
  PDFBool,
  type PDFDocument,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib';
import { analysisLimits, PdfAnalysisError } from './limits';

/**
 * Reading pdf-lib's object model without its type assertions: every accessor answers undefined for
 * an object of another kind, so a malformed file is read as "missing", never as a crash.
 */

export function nameOf(object: PDFObject | undefined): string | undefined {
  return object instanceof PDFName ? object.decodeText() : undefined;
}

export function textOf(object: PDFObject | undefined): string | undefined {
  return object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : undefined;
}

export function numberOf(object: PDFObject | undefined): number | undefined {
  return object instanceof PDFNumber ? object.asNumber() : undefined;
}

export function boolOf(object: PDFObject | undefined): boolean | undefined {
  return object instanceof PDFBool ? object.asBoolean() : undefined;
}

export const refKey = (ref: PDFRef) => `${ref.objectNumber} ${ref.generationNumber}`;

/** An object with its reference followed. */
export function resolve(document: PDFDocument, object: PDFObject | undefined): PDFObject | undefined {
  return object instanceof PDFRef ? document.context.lookup(object) : object;
}

/** A dictionary entry with references followed (pdf-lib's `lookup` without its type assertion). */
export function entry(dict: PDFDict, key: string): PDFObject | undefined {
  return dict.lookup(PDFName.of(key)) ?? undefined;
}

export function dictEntry(dict: PDFDict, key: string): PDFDict | undefined {
  const value = entry(dict, key);
  return value instanceof PDFDict ? value : undefined;
}

/** The dictionary of a dictionary or a stream. */
export function dictOf(object: PDFObject | undefined): PDFDict | undefined {
  if (object instanceof PDFDict) return object;
  if (object instanceof PDFStream) return object.dict;
  return undefined;
}

/** The items of an entry that may be one object or an array of them. */
export function itemsOf(document: PDFDocument, value: PDFObject | undefined): PDFObject[] {
  if (value === undefined) return [];
  const resolved = resolve(document, value);
  if (resolved instanceof PDFArray) return resolved.asArray();
  return resolved === undefined ? [] : [value];
}

const streamBlockBytes = 256 * 1024;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Decodes the streams the rules read, each once (a font or a form drawn on every page is decoded a
 * single time), at most `analysisLimits.streamBytes` of one and `documentStreamBytes` of all: past
 * either the check ends as too complex (a decompression bomb among them). Undefined for a stream in
 * a filter pdf-lib cannot decode (an image's DCT), which no text rule reads. One reader per file.
 */
export class StreamReader {
  private readonly decoded = new WeakMap<PDFRawStream, Uint8Array | null>();
  private total = 0;

  bytes(object: PDFObject | undefined): Uint8Array | undefined {
    if (!(object instanceof PDFRawStream)) return undefined;
    const known = this.decoded.get(object);
    if (known !== undefined) return known ?? undefined;
    const bytes = this.decode(object);
    this.decoded.set(object, bytes ?? null);
    return bytes;
  }

  private decode(object: PDFRawStream): Uint8Array | undefined {
    // Read in blocks: asked for the limit at once, the decoder sets aside a buffer of that size for every stream.
    const parts: Uint8Array[] = [];
    let length = 0;
    try {
      const stream = decodePDFRawStream(object);
      for (;;) {
        const block = stream.getBytes(streamBlockBytes);
        parts.push(Uint8Array.from(block));
        length += block.length;
        this.total += block.length;
        if (length > analysisLimits.streamBytes)
          throw new PdfAnalysisError('too-complex', `one of its streams holds more than ${megabytes(analysisLimits.streamBytes)}`);
        if (this.total > analysisLimits.documentStreamBytes)
          throw new PdfAnalysisError('too-complex', `its streams hold more than ${megabytes(analysisLimits.documentStreamBytes)} in all`);
        if (block.length < streamBlockBytes) break;
      }
    } catch (error) {
      if (error instanceof PdfAnalysisError) throw error;
      return undefined;
    }
    return parts.length === 1 ? parts[0] : Buffer.concat(parts);
  }
}

export function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
