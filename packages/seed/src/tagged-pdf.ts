import {
  type PDFArray,
  type PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

/**
 * A PDF's logical structure, written as its content is drawn (PDF/UA-1, ISO 14289-1, 7.1): every
 * piece of content is marked with an MCID and owned by one structure element, or marked as an
 * artifact; the parent tree maps each page's MCIDs back to their elements, which is how a reader
 * (and pdf.js's getStructTree, which the site's web version reads) finds the tags of a page.
 * pdf-lib draws but does not tag; this adds the objects it lacks.
 */

export type StructureType =
  'Document' | 'Sect' | 'H1' | 'H2' | 'P' | 'L' | 'LI' | 'Lbl' | 'LBody' | 'Table' | 'Caption' | 'THead' | 'TBody' | 'TR' | 'TH' | 'TD' | 'Figure';

export interface StructureElement {
  type: StructureType;
  ref: PDFRef;
  dict: PDFDict;
  kids: PDFArray;
  /** The page of the element's first content: its /Pg, so its MCIDs need no page of their own. */
  page?: PDFRef;
}

export class StructureTree {
  readonly document: StructureElement;
  private readonly rootRef: PDFRef;
  /** Per page (by its position in the file), the element owning each MCID: the parent tree's arrays. */
  private readonly owners = new Map<PDFPage, PDFRef[]>();

  constructor(private readonly pdf: PDFDocument) {
    this.rootRef = pdf.context.nextRef();
    this.document = this.element(undefined, 'Document');
  }

  /** A new element, last among its parent's kids (the root's, for the Document element). */
  element(
    parent: StructureElement | undefined,
    type: StructureType,
    entries: { Alt?: string; A?: Record<string, string | number | number[]> } = {},
  ): StructureElement {
    const context = this.pdf.context;
    const kids = context.obj([]);
    const dict = context.obj({ Type: 'StructElem', S: type, P: parent?.ref ?? this.rootRef, K: kids });
    // Alternative text may hold typographic punctuation: a UTF-16 string keeps it.
    if (entries.Alt !== undefined) dict.set(PDFName.of('Alt'), PDFHexString.fromText(entries.Alt));
    if (entries.A) dict.set(PDFName.of('A'), context.obj(entries.A));
    const ref = context.register(dict);
    parent?.kids.push(ref);
    return { type, ref, dict, kids };
  }

  /** Draws content as the element's next marked-content sequence (BDC /Type <</MCID n>> … EMC). */
  mark(page: PDFPage, element: StructureElement, draw: () => void) {
    let owners = this.owners.get(page);
    if (!owners) this.owners.set(page, (owners = []));
    const mcid = owners.length;
    owners.push(element.ref);
    if (!element.page) {
      element.page = page.ref;
      element.dict.set(PDFName.of('Pg'), page.ref);
    }
    // Content on a page other than the element's own is a marked-content reference naming its page.
    element.kids.push(element.page === page.ref ? PDFNumber.of(mcid) : this.pdf.context.obj({ Type: 'MCR', Pg: page.ref, MCID: mcid }));
    // pdf-lib's operands have no dictionary type; a string operand is written as it is.
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(element.type), `<</MCID ${mcid}>>`]));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** Draws decoration (page numbers, rules) as an artifact: drawn, but no part of what a reader reads. */
  artifact(page: PDFPage, draw: () => void, kind?: { Type: 'Pagination' | 'Layout'; Subtype?: 'Header' | 'Footer' }) {
    const properties = kind ? `<</Type /${kind.Type}${kind.Subtype ? ` /Subtype /${kind.Subtype}` : ''}>>` : undefined;
    page.pushOperators(
      properties
        ? PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Artifact'), properties])
        : PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of('Artifact')]),
    );
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /**
   * Writes the tree's root and parent tree into the catalog, each page's StructParents and its tab
   * order (Tabs /S: by structure), and MarkInfo /Marked true: the file says it is tagged.
   */
  finish() {
    const context = this.pdf.context;
    const pages = this.pdf.getPages();
    const nums: PDFObject[] = [];
    pages.forEach((page, index) => {
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(index));
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
      nums.push(PDFNumber.of(index), context.obj(this.owners.get(page) ?? []));
    });
    const parentTree = context.register(context.obj({ Nums: nums }));
    context.assign(this.rootRef, context.obj({ Type: 'StructTreeRoot', K: this.document.ref, ParentTree: parentTree, ParentTreeNextKey: pages.length }));
    this.pdf.catalog.set(PDFName.of('StructTreeRoot'), this.rootRef);
    this.pdf.catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
  }
}

/** Bookmarks (the outline), one per entry in order, each opening its page at the heading's height. */
export function writeOutline(pdf: PDFDocument, entries: { title: string; page: PDFPage; top: number }[]) {
  if (entries.length === 0) return;
  const context = pdf.context;
  const outlineRef = context.nextRef();
  const refs = entries.map(() => context.nextRef());
  entries.forEach((entry, index) => {
    const item = context.obj({ Title: PDFHexString.fromText(entry.title), Parent: outlineRef, Dest: [entry.page.ref, 'XYZ', null, entry.top, null] });
    if (index > 0) item.set(PDFName.of('Prev'), refs[index - 1]!);
    if (index < refs.length - 1) item.set(PDFName.of('Next'), refs[index + 1]!);
    context.assign(refs[index]!, item);
  });
  context.assign(outlineRef, context.obj({ Type: 'Outlines', First: refs[0]!, Last: refs[refs.length - 1]!, Count: refs.length }));
  pdf.catalog.set(PDFName.of('Outlines'), outlineRef);
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The XMP metadata stream (uncompressed, as PDF/A and PDF/UA readers expect): the title a reader's
 * window and a screen reader announce (dc:title, the one the site's checker reads), the language,
 * and the PDF/UA-1 claim (pdfuaid:part), with the producer and dates the Info dictionary also holds.
 */
export function writeXmpMetadata(pdf: PDFDocument, fields: { title: string; language: string; producer: string; created: Date }) {
  const date = fields.created.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const xmp = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
    xmlns:xmp="http://ns.adobe.com/xap/1.0/"
    xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(fields.title)}</rdf:li></rdf:Alt></dc:title>
   <dc:language><rdf:Bag><rdf:li>${xmlText(fields.language)}</rdf:li></rdf:Bag></dc:language>
   <pdf:Producer>${xmlText(fields.producer)}</pdf:Producer>
   <xmp:CreatorTool>${xmlText(fields.producer)}</xmp:CreatorTool>
   <xmp:CreateDate>${date}</xmp:CreateDate>
   <xmp:ModifyDate>${date}</xmp:ModifyDate>
   <pdfuaid:part>1</pdfuaid:part>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
  const bytes = new TextEncoder().encode(xmp);
  const stream = pdf.context.stream(bytes, { Type: 'Metadata', Subtype: 'XML', Length: bytes.length });
  pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(stream));
}
