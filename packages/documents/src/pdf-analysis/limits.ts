import { DOCUMENT_MAX_BYTES } from '@vtrans/contracts/documents';

/**
 * What one PDF may cost the checker. A PDF's declared sizes are not trusted: the page count is
 * read before any page is, walks count the nodes they visit, and the process that reads the file
 * (bounded.ts) is killed past its time and memory. Decision 029.
 */
export const analysisLimits = {
  bytes: DOCUMENT_MAX_BYTES,
  pages: 2_000,
  /** Structure elements walked; a 500-page plan has tens of thousands. */
  structureNodes: 500_000,
  structureDepth: 200,
  annotationsPerPage: 5_000,
  /** Operators read from one page's content (a detailed map page has a few hundred thousand). */
  operatorsPerPage: 3_000_000,
  /** Decoded bytes of one stream the rules read (a page's content, a font, metadata, a CMap), and of all of them in one file. */
  streamBytes: 64 * 1024 * 1024,
  documentStreamBytes: 512 * 1024 * 1024,
  /** Tokens the marked-content rules read from all of a file's content (pages and the forms they draw). */
  contentTokens: 20_000_000,
  /** Marked-content sequences open at once, and graphics states saved at once. */
  contentNesting: 1_000,
  /** Indirect objects in the file, and the dictionaries and arrays read inside them. */
  objects: 500_000,
  nestedObjects: 1_000_000,
  /** Levels of dictionaries and arrays inside one object or content operand, of form XObjects inside each other, and of form fields up to their root. */
  objectDepth: 12,
  /** Cells of all the file's tables laid out on grids. */
  tableCells: 5_000_000,
  /** Text of an XMP packet or a CMap read by the rules (they search it). */
  metadataCharacters: 4 * 1024 * 1024,
  /** Characters of text kept for the search index and the web version. */
  textCharacters: 20_000_000,
  /** Whole-file wall time and resident memory for the child process that reads it. */
  seconds: 120,
  residentBytes: 768 * 1024 * 1024,
} as const;

export type PdfAnalysisFailure = 'too-large' | 'too-complex' | 'timeout' | 'memory' | 'unreadable' | 'password';

/** The file cannot be checked; `message` says why in words staff can act on (it completes "The file could not be checked: …"). */
export class PdfAnalysisError extends Error {
  constructor(
    readonly kind: PdfAnalysisFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PdfAnalysisError';
  }
}
