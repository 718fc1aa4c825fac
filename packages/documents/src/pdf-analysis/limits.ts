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
  resourceNodes: 200_000,
  formDepth: 12,
  annotationsPerPage: 5_000,
  /** Operators read from one page's content (a detailed map page has a few hundred thousand). */
  operatorsPerPage: 3_000_000,
  /** Decoded bytes of one stream the rules read (a page's content, a font, metadata, a CMap). */
  streamBytes: 64 * 1024 * 1024,
  /** Tokens read from one content stream by the marked-content rules. */
  contentTokens: 5_000_000,
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
