import { PDFArray, type PDFDocument, PDFDict, PDFName, PDFNumber, type PDFObject, PDFRef } from 'pdf-lib';
import { analysisLimits, PdfAnalysisError } from './limits';
import { dictEntry, entry, itemsOf, nameOf, numberOf, refKey, resolve, textOf } from './pdf-objects';

/**
 * The structure tree as a flat list of elements in document order, read once through pdf-lib
 * (pdf.js exposes only a page's tree, with the role map already applied, and no attributes). The
 * walk is iterative, with a cap on depth and on the elements it visits, so a hostile object graph
 * ends the check with a reason instead of a stack overflow. The rules that judge the tree are in
 * structure-rules.ts.
 */

/** PDF 1.7's standard structure types (ISO 32000-1, 14.8.4), which PDF/UA-1 builds on. */
export const standardTypes = new Set(
  'Document Part Art Sect Div BlockQuote Caption TOC TOCI Index NonStruct Private P H H1 H2 H3 H4 H5 H6 L LI Lbl LBody Table TR TH TD THead TBody TFoot Span Quote Note Reference BibEntry Code Link Annot Ruby RB RT RP Warichu WT WP Figure Formula Form'.split(
    ' ',
  ),
);

/** How a type reaches a standard type through the role map, or why it does not. */
export type RoleMapping = { type: string; problem?: undefined } | { type: string; problem: 'not-mapped' | 'circular' | 'standard-remapped' };

export function mapRole(rawType: string, roleMap: PDFDict | undefined): RoleMapping {
  const mapped = (type: string) => (roleMap ? nameOf(entry(roleMap, type)) : undefined);
  // A standard type mapped at all is remapped, to itself a circle (veraPDF counts both).
  if (standardTypes.has(rawType)) {
    const target = mapped(rawType);
    if (target === undefined) return { type: rawType };
    return { type: rawType, problem: target === rawType ? 'circular' : 'standard-remapped' };
  }
  const seen = new Set([rawType]);
  let current = rawType;
  for (;;) {
    const next = mapped(current);
    if (!next) return { type: current, problem: 'not-mapped' };
    if (standardTypes.has(next)) return { type: next };
    if (seen.has(next) || seen.size > 32) return { type: next, problem: 'circular' };
    seen.add(next);
    current = next;
  }
}

export interface StructElement {
  /** Position in document order; `parent` and `kids` point into the same list. */
  index: number;
  parent: number | undefined;
  rawType: string;
  /** The standard type it stands for (its own type when it maps to none). */
  type: string;
  roleProblem: RoleMapping['problem'];
  /** Structure element kids, in order. */
  kids: number[];
  /** Annotations and other objects it holds (object references' targets, "object generation"). */
  objects: string[];
  page: number | undefined;
  alt: string | undefined;
  actualText: string | undefined;
  expansion: string | undefined;
  /** Its own Lang entry, raw; `language` is the one in force (its own, an ancestor's, or the catalog's). */
  lang: string | undefined;
  language: string | undefined;
  id: string | undefined;
  hasParentEntry: boolean;
  /** Attributes by name from its attribute objects (A), the owner's later objects winning. */
  attributes: Map<string, PDFObject>;
}

export interface StructureTree {
  tagged: boolean;
  elements: StructElement[];
  /** The element holding each object reference (annotations, form XObjects), by the object's key. */
  objectParents: Map<string, StructElement>;
  /** The catalog's Lang entry, raw. */
  catalogLang: string | undefined;
  /**
   * The language in force for each piece of marked content the tree holds, by where it is: "<page>:<mcid>"
   * on a page, "<form object>:<mcid>" in a form XObject with structure of its own (an MCR's Stm).
   */
  contentLanguage: Map<string, string | undefined>;
}

interface Visit {
  node: PDFObject;
  depth: number;
  parent: StructElement | undefined;
}

/**
 * Walks the structure tree from the catalog's StructTreeRoot in document order. `pageNumbers`
 * maps a page object's reference to its 1-based number, to say where an element is.
 */
export function readStructure(document: PDFDocument, pageNumbers: Map<string, number>): StructureTree {
  const catalogLang = textOf(entry(document.catalog, 'Lang'));
  const catalogLanguage = catalogLang?.trim() || undefined;
  const tree: StructureTree = { tagged: false, elements: [], objectParents: new Map(), catalogLang, contentLanguage: new Map() };
  const root = dictEntry(document.catalog, 'StructTreeRoot');
  if (!root) return tree;
  tree.tagged = true;
  const roleMap = dictEntry(root, 'RoleMap');
  const stack: Visit[] = itemsOf(document, entry(root, 'K'))
    .reverse()
    .map((node) => ({ node, depth: 1, parent: undefined }));
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
    const node = resolve(document, visit.node);
    const parent = visit.parent;
    // A bare number is a marked-content id on the element's page: content.
    if (node instanceof PDFNumber) {
      if (parent) tree.contentLanguage.set(`${parent.page}:${node.asNumber()}`, parent.language);
      continue;
    }
    if (!(node instanceof PDFDict)) continue;
    const kind = nameOf(entry(node, 'Type'));
    if (kind === 'MCR') {
      if (parent) {
        const stream = node.get(PDFName.of('Stm'));
        const mcrPage = node.get(PDFName.of('Pg'));
        const where = stream instanceof PDFRef ? refKey(stream) : ((mcrPage instanceof PDFRef ? pageNumbers.get(refKey(mcrPage)) : undefined) ?? parent.page);
        tree.contentLanguage.set(`${where}:${numberOf(entry(node, 'MCID'))}`, parent.language);
      }
      continue;
    }
    if (kind === 'OBJR') {
      const object = node.get(PDFName.of('Obj'));
      if (object instanceof PDFRef && parent) {
        parent.objects.push(refKey(object));
        tree.objectParents.set(refKey(object), parent);
      }
      continue;
    }
    const rawType = nameOf(entry(node, 'S'));
    if (!rawType) continue;
    const mapping = mapRole(rawType, roleMap);
    const lang = textOf(entry(node, 'Lang'));
    const pageRef = node.get(PDFName.of('Pg'));
    const element: StructElement = {
      index: tree.elements.length,
      parent: parent?.index,
      rawType,
      type: mapping.type,
      roleProblem: mapping.problem,
      kids: [],
      objects: [],
      page: (pageRef instanceof PDFRef ? pageNumbers.get(refKey(pageRef)) : undefined) ?? parent?.page,
      alt: textOf(entry(node, 'Alt')),
      actualText: textOf(entry(node, 'ActualText')),
      expansion: textOf(entry(node, 'E')),
      lang,
      language: lang?.trim() || parent?.language || catalogLanguage,
      id: textOf(entry(node, 'ID')),
      hasParentEntry: node.get(PDFName.of('P')) !== undefined,
      attributes: readAttributes(document, entry(node, 'A')),
    };
    tree.elements.push(element);
    parent?.kids.push(element.index);
    const kids = itemsOf(document, entry(node, 'K'));
    if (stack.length + kids.length > analysisLimits.structureNodes)
      throw new PdfAnalysisError('too-complex', `its structure tree has more than ${analysisLimits.structureNodes.toLocaleString('en-US')} elements`);
    for (let index = kids.length - 1; index >= 0; index--) stack.push({ node: kids[index]!, depth: visit.depth + 1, parent: element });
  }
  return tree;
}

/** An element's attribute objects (a dictionary, or an array of them with revision numbers) as one map. */
function readAttributes(document: PDFDocument, value: PDFObject | undefined): Map<string, PDFObject> {
  const attributes = new Map<string, PDFObject>();
  const objects = value instanceof PDFArray ? value.asArray() : value === undefined ? [] : [value];
  for (const object of objects.slice(0, 64)) {
    const dict = resolve(document, object);
    if (!(dict instanceof PDFDict)) continue;
    for (const [key, item] of dict.entries()) {
      const name = key.decodeText();
      if (name !== 'O') attributes.set(name, resolve(document, item) ?? item);
    }
  }
  return attributes;
}

/** An attribute as a whole number (RowSpan, ColSpan), when it is one. */
export function attributeNumber(element: StructElement, name: string): number | undefined {
  const value = numberOf(element.attributes.get(name));
  return value !== undefined && Number.isInteger(value) ? value : undefined;
}
