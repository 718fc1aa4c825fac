import { PDFArray, type PDFDocument, PDFDict, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString, PDFBool, type PDFObject } from 'pdf-lib';
import { analysisLimits, PdfAnalysisError } from './limits';

/**
 * Reading the raw objects pdf.js does not expose (the whole structure tree with its role map and
 * attributes, fonts' dictionaries, a page's tab order, the encryption dictionary) through pdf-lib's
 * object model. Every walk is iterative, with a cap on depth and on the nodes it visits, so a
 * hostile object graph ends the check with a reason instead of a stack overflow.
 */

const standardTypes = new Set(
  'Document Part Art Sect Div BlockQuote Caption TOC TOCI Index NonStruct Private P H H1 H2 H3 H4 H5 H6 L LI Lbl LBody Table TR TH TD THead TBody TFoot Span Quote Note Reference BibEntry Code Link Annot Ruby RB RT RP Warichu WT WP Figure Formula Form'.split(
    ' ',
  ),
);

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

/** A dictionary entry with references followed (pdf-lib's `lookup` without its type assertion). */
export function entry(dict: PDFDict, key: string): PDFObject | undefined {
  return dict.lookup(PDFName.of(key)) ?? undefined;
}

export function dictEntry(dict: PDFDict, key: string): PDFDict | undefined {
  const value = entry(dict, key);
  return value instanceof PDFDict ? value : undefined;
}

/** The items of an entry that may be one object or an array of them. */
export function itemsOf(document: PDFDocument, value: PDFObject | undefined): PDFObject[] {
  if (value === undefined) return [];
  const resolved = value instanceof PDFRef ? document.context.lookup(value) : value;
  if (resolved instanceof PDFArray) return resolved.asArray();
  return resolved === undefined ? [] : [value];
}

/** The standard structure type a tag stands for, through the role map (which may chain). */
export function standardType(type: string, roleMap: PDFDict | undefined): string {
  let current = type;
  for (let hop = 0; hop < 10; hop++) {
    if (standardTypes.has(current)) return current;
    const next = roleMap ? nameOf(entry(roleMap, current)) : undefined;
    if (!next) return current;
    current = next;
  }
  return current;
}

export interface StructureFacts {
  tagged: boolean;
  figures: { total: number; withoutAlternative: number; pages: Set<number> };
  tables: { total: number; withoutHeaders: number; pages: Set<number> };
  /** Numbered heading levels in document order (H1 → 1). */
  headingLevels: number[];
  /** Annotations (as "object generation") that sit in a Link structure element. */
  linkAnnotations: Set<string>;
  /** Structure elements holding content with no language of their own or from an ancestor. */
  contentWithoutLanguage: number;
}

const refKey = (ref: PDFRef) => `${ref.objectNumber} ${ref.generationNumber}`;

/**
 * Walks the structure tree from the catalog's StructTreeRoot in document order. `pageNumbers`
 * maps a page object's reference to its 1-based number, to say where a figure or table is.
 */
export function readStructure(document: PDFDocument, pageNumbers: Map<string, number>, catalogLanguage: string | undefined): StructureFacts {
  const facts: StructureFacts = {
    tagged: false,
    figures: { total: 0, withoutAlternative: 0, pages: new Set() },
    tables: { total: 0, withoutHeaders: 0, pages: new Set() },
    headingLevels: [],
    linkAnnotations: new Set(),
    contentWithoutLanguage: 0,
  };
  const root = dictEntry(document.catalog, 'StructTreeRoot');
  if (!root) return facts;
  facts.tagged = true;
  const roleMap = dictEntry(root, 'RoleMap');
  const tableHasHeader: boolean[] = [];
  const tablePage: (number | undefined)[] = [];

  interface Visit {
    node: PDFObject;
    depth: number;
    language: string | undefined;
    table: number | undefined;
    page: number | undefined;
    parentType: string | undefined;
  }
  const stack: Visit[] = itemsOf(document, entry(root, 'K'))
    .reverse()
    .map((node) => ({ node, depth: 1, language: catalogLanguage, table: undefined, page: undefined, parentType: undefined }));
  const seen = new Set<string>();
  let visited = 0;
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (++visited > analysisLimits.structureNodes)
      throw new PdfAnalysisError('too-complex', `its structure tree has more than ${analysisLimits.structureNodes.toLocaleString('en-US')} elements`);
    if (visit.depth > analysisLimits.structureDepth)
      throw new PdfAnalysisError('too-complex', `its structure tree is nested more than ${analysisLimits.structureDepth} levels deep`);
    if (visit.node instanceof PDFRef) {
      const key = refKey(visit.node);
      if (seen.has(key)) continue; // a cycle, or an element listed twice
      seen.add(key);
    }
    const node = visit.node instanceof PDFRef ? document.context.lookup(visit.node) : visit.node;
    // A bare number is a marked-content id on the element's page: content.
    if (node instanceof PDFNumber) continue;
    if (!(node instanceof PDFDict)) continue;
    const kind = nameOf(entry(node, 'Type'));
    if (kind === 'MCR') continue;
    if (kind === 'OBJR') {
      const object = node.get(PDFName.of('Obj'));
      if (object instanceof PDFRef && visit.parentType === 'Link') facts.linkAnnotations.add(refKey(object));
      continue;
    }
    const rawType = nameOf(entry(node, 'S'));
    if (!rawType) continue;
    const type = standardType(rawType, roleMap);
    const language = textOf(entry(node, 'Lang')) || visit.language;
    const pageRef = node.get(PDFName.of('Pg'));
    const page = (pageRef instanceof PDFRef ? pageNumbers.get(refKey(pageRef)) : undefined) ?? visit.page;
    let table = visit.table;

    if (type === 'Figure') {
      facts.figures.total++;
      const alternative = textOf(entry(node, 'Alt'))?.trim() || textOf(entry(node, 'ActualText')) !== undefined;
      if (!alternative) {
        facts.figures.withoutAlternative++;
        if (page) facts.figures.pages.add(page);
      }
    } else if (type === 'Table') {
      table = tableHasHeader.push(false) - 1;
      tablePage.push(page);
    } else if (type === 'TH' && table !== undefined) {
      tableHasHeader[table] = true;
    } else if (/^H[1-6]$/.test(type)) {
      facts.headingLevels.push(Number(type.slice(1)));
    }

    const kids = itemsOf(document, entry(node, 'K'));
    const holdsContent = kids.some((kid) => {
      const resolved = kid instanceof PDFRef ? document.context.lookup(kid) : kid;
      return resolved instanceof PDFNumber || (resolved instanceof PDFDict && nameOf(entry(resolved, 'Type')) === 'MCR');
    });
    if (holdsContent && !language) facts.contentWithoutLanguage++;
    for (let index = kids.length - 1; index >= 0; index--) {
      stack.push({ node: kids[index]!, depth: visit.depth + 1, language, table, page, parentType: type });
    }
  }
  facts.tables.total = tableHasHeader.length;
  tableHasHeader.forEach((hasHeader, index) => {
    if (hasHeader) return;
    facts.tables.withoutHeaders++;
    const page = tablePage[index];
    if (page) facts.tables.pages.add(page);
  });
  return facts;
}

/** Heading levels that break the rule: the first is not H1, or a level is more than one below the one before. */
export function skippedHeadings(levels: number[]): number {
  let problems = 0;
  let previous = 0;
  for (const level of levels) {
    if (level > previous + 1) problems++;
    previous = level;
  }
  return problems;
}

export interface FontFacts {
  notEmbedded: Set<string>;
  withoutUnicode: Set<string>;
  pagesNotEmbedded: Set<number>;
  pagesWithoutUnicode: Set<number>;
}

const standardEncodings = new Set(['WinAnsiEncoding', 'MacRomanEncoding', 'StandardEncoding', 'MacExpertEncoding']);
const adobeOrderings = new Set(['Japan1', 'GB1', 'CNS1', 'Korea1', 'KR']);

/** A font's problems for a reader: not embedded; characters with no Unicode meaning (nothing to read aloud). */
function fontProblems(document: PDFDocument, font: PDFDict): { embedded: boolean; unicode: boolean } {
  const subtype = nameOf(entry(font, 'Subtype'));
  const hasToUnicode = entry(font, 'ToUnicode') !== undefined;
  if (subtype === 'Type3') return { embedded: true, unicode: hasToUnicode || entry(font, 'Encoding') instanceof PDFDict };
  if (subtype === 'Type0') {
    const descendant = itemsOf(document, entry(font, 'DescendantFonts'))[0];
    const cidFont = descendant instanceof PDFRef ? document.context.lookup(descendant) : descendant;
    if (!(cidFont instanceof PDFDict)) return { embedded: false, unicode: hasToUnicode };
    const descriptor = dictEntry(cidFont, 'FontDescriptor');
    const systemInfo = dictEntry(cidFont, 'CIDSystemInfo');
    const ordering = systemInfo ? textOf(entry(systemInfo, 'Ordering')) : undefined;
    // A CIDFont of one of Adobe's public character collections maps to Unicode through that collection.
    const adobeCollection =
      systemInfo !== undefined && textOf(entry(systemInfo, 'Registry')) === 'Adobe' && ordering !== undefined && adobeOrderings.has(ordering);
    return { embedded: descriptor !== undefined && hasFontFile(descriptor), unicode: hasToUnicode || adobeCollection };
  }
  const descriptor = dictEntry(font, 'FontDescriptor');
  const flags = descriptor ? (numberOf(entry(descriptor, 'Flags')) ?? 0) : 0;
  const symbolic = (flags & 4) !== 0;
  const encoding = entry(font, 'Encoding');
  const encodingName = nameOf(encoding) ?? (encoding instanceof PDFDict ? (nameOf(entry(encoding, 'BaseEncoding')) ?? 'StandardEncoding') : undefined);
  const unicode = hasToUnicode || (!symbolic && encodingName !== undefined && standardEncodings.has(encodingName));
  return { embedded: descriptor !== undefined && hasFontFile(descriptor), unicode };
}

function hasFontFile(descriptor: PDFDict): boolean {
  return ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.get(PDFName.of(key)) !== undefined);
}

/** Every font a page's content (and the forms it draws) uses, checked once each. */
export function readFonts(document: PDFDocument): FontFacts {
  const facts: FontFacts = { notEmbedded: new Set(), withoutUnicode: new Set(), pagesNotEmbedded: new Set(), pagesWithoutUnicode: new Set() };
  const checked = new Map<string, { embedded: boolean; unicode: boolean; name: string }>();
  let visited = 0;
  document.getPages().forEach((page, index) => {
    const resourcesStack: { resources: PDFDict; depth: number }[] = [];
    const pageResources = page.node.Resources();
    if (pageResources) resourcesStack.push({ resources: pageResources, depth: 0 });
    const seenForms = new Set<string>();
    while (resourcesStack.length > 0) {
      const { resources, depth } = resourcesStack.pop()!;
      if (++visited > analysisLimits.resourceNodes)
        throw new PdfAnalysisError('too-complex', `its pages use more than ${analysisLimits.resourceNodes.toLocaleString('en-US')} resources`);
      const fonts = dictEntry(resources, 'Font');
      for (const [key, value] of fonts?.entries() ?? []) {
        const id = value instanceof PDFRef ? refKey(value) : `${index}:${key.decodeText()}`;
        let result = checked.get(id);
        if (!result) {
          const font = value instanceof PDFRef ? document.context.lookup(value) : value;
          if (!(font instanceof PDFDict)) continue;
          result = { ...fontProblems(document, font), name: nameOf(entry(font, 'BaseFont'))?.replace(/^[A-Z]{6}\+/, '') ?? key.decodeText() };
          checked.set(id, result);
        }
        if (!result.embedded) {
          facts.notEmbedded.add(result.name);
          facts.pagesNotEmbedded.add(index + 1);
        }
        if (!result.unicode) {
          facts.withoutUnicode.add(result.name);
          facts.pagesWithoutUnicode.add(index + 1);
        }
      }
      if (depth >= analysisLimits.formDepth) continue;
      const objects = dictEntry(resources, 'XObject');
      for (const [, value] of objects?.entries() ?? []) {
        if (!(value instanceof PDFRef) || seenForms.has(refKey(value))) continue;
        seenForms.add(refKey(value));
        const form = document.context.lookup(value);
        const formDict = form && 'dict' in form ? (form as { dict: PDFDict }).dict : undefined;
        if (!formDict || nameOf(entry(formDict, 'Subtype')) !== 'Form') continue;
        const formResources = dictEntry(formDict, 'Resources');
        if (formResources) resourcesStack.push({ resources: formResources, depth: depth + 1 });
      }
    }
  });
  return facts;
}

export interface PageObjectFacts {
  /** Pages with annotations whose tab order is not the structure order (Tabs /S). */
  tabOrderPages: Set<number>;
  linksWithoutDescription: { count: number; pages: Set<number> };
  linksNotTagged: { count: number; pages: Set<number> };
}

/** Links and tab order, read from each page's annotation list. */
export function readAnnotations(document: PDFDocument, linkAnnotations: Set<string>, tagged: boolean): PageObjectFacts {
  const facts: PageObjectFacts = {
    tabOrderPages: new Set(),
    linksWithoutDescription: { count: 0, pages: new Set() },
    linksNotTagged: { count: 0, pages: new Set() },
  };
  document.getPages().forEach((page, index) => {
    const annotations = itemsOf(document, page.node.get(PDFName.of('Annots')));
    if (annotations.length === 0) return;
    if (nameOf(entry(page.node, 'Tabs')) !== 'S') facts.tabOrderPages.add(index + 1);
    for (const item of annotations.slice(0, analysisLimits.annotationsPerPage)) {
      const annotation = item instanceof PDFRef ? document.context.lookup(item) : item;
      if (!(annotation instanceof PDFDict) || nameOf(entry(annotation, 'Subtype')) !== 'Link') continue;
      const hidden = ((numberOf(entry(annotation, 'F')) ?? 0) & 2) !== 0;
      if (hidden) continue;
      if (!textOf(entry(annotation, 'Contents'))?.trim()) {
        facts.linksWithoutDescription.count++;
        facts.linksWithoutDescription.pages.add(index + 1);
      }
      if (tagged && !(item instanceof PDFRef && linkAnnotations.has(refKey(item)))) {
        facts.linksNotTagged.count++;
        facts.linksNotTagged.pages.add(index + 1);
      }
    }
  });
  return facts;
}

/** False when the file is encrypted with permissions that deny text extraction for accessibility (bit 10 of P). */
export function encryptionAllowsAssistiveTechnology(document: PDFDocument): boolean {
  const encrypt = document.context.trailerInfo.Encrypt;
  if (!encrypt) return true;
  const dict = encrypt instanceof PDFRef ? document.context.lookup(encrypt) : encrypt;
  if (!(dict instanceof PDFDict)) return true;
  const permissions = numberOf(entry(dict, 'P'));
  return permissions !== undefined && (permissions & 512) === 512;
}

export { refKey };
