import { PDFArray, type PDFDocument, PDFDict, PDFName, type PDFObject, PDFRef, PDFStream } from 'pdf-lib';
import type { Tally } from './findings';
import { analysisLimits, PdfAnalysisError } from './limits';
import { boolOf, dictEntry, dictOf, entry, itemsOf, latin1, nameOf, numberOf, refKey, resolve, type StreamReader, textOf } from './pdf-objects';
import type { StructureTree } from './structure';
import { isLanguageTag } from './structure-rules';

/**
 * PDF/UA-1's rules on the document as a whole and on its annotations (ISO 14289-1 5, 6.2, 7.1,
 * 7.2, 7.10, 7.11, 7.15, 7.16, 7.18, 7.20): the catalog's flags, the XMP metadata's title, language
 * and PDF/UA identification, optional content, attached files, XFA, encryption, and every
 * annotation's tag and description.
 */
export function checkDocument(document: PDFDocument, tree: StructureTree, streams: StreamReader, tally: Tally): void {
  const catalog = document.catalog;
  const catalogLanguage = tree.catalogLang?.trim() || undefined;
  if (tree.catalogLang !== undefined && !isLanguageTag(tree.catalogLang))
    tally.add('language-code-invalid', undefined, `“${tree.catalogLang}” for the document`);

  const markInfo = dictEntry(catalog, 'MarkInfo');
  if (!tree.tagged || (markInfo && boolOf(entry(markInfo, 'Marked'))) !== true) tally.add('not-tagged');
  if (markInfo && boolOf(entry(markInfo, 'Suspects')) === true) tally.add('tags-suspect');
  const viewerPreferences = dictEntry(catalog, 'ViewerPreferences');
  if (!viewerPreferences || boolOf(entry(viewerPreferences, 'DisplayDocTitle')) !== true) tally.add('title-not-shown');

  const metadata = readMetadata(document, streams);
  const infoTitle = infoDictionaryTitle(document);
  if (!metadata?.title && !infoTitle) tally.add('no-title');
  else if (!metadata?.title) tally.add('title-not-in-metadata', undefined, metadata ? 'no dc:title in the XMP metadata' : 'no XMP metadata');
  if (metadata === undefined || metadata.identification.length > 0) tally.add('no-pdfua-identification', undefined, metadata?.identification.join(', '));
  if (metadata?.defaultLanguageAlternative && !catalogLanguage) tally.add('no-language', undefined, 'the metadata');
  if (!catalogLanguage && dictEntry(catalog, 'Outlines') && entry(dictEntry(catalog, 'Outlines')!, 'First'))
    tally.add('no-language', undefined, 'the bookmarks');

  checkOptionalContent(document, tally);
  const acroForm = dictEntry(catalog, 'AcroForm');
  if (acroForm && isDynamicXfa(document, acroForm, streams)) tally.add('dynamic-xfa');
  checkObjects(document, tally);
}

interface Metadata {
  title: boolean;
  /** What is wrong with the PDF/UA identification (empty when it is right). */
  identification: string[];
  /** A language alternative (a title, a description) given in x-default. */
  defaultLanguageAlternative: boolean;
}

const pdfuaNamespace = 'http://www.aiim.org/pdfua/ns/id/';

/** The catalog's XMP metadata, read as text: enough to find a title, the PDF/UA identification and x-default alternatives. */
function readMetadata(document: PDFDocument, streams: StreamReader): Metadata | undefined {
  const stream = resolve(document, document.catalog.get(PDFName.of('Metadata')));
  if (!(stream instanceof PDFStream) || nameOf(entry(stream.dict, 'Type')) !== 'Metadata' || nameOf(entry(stream.dict, 'Subtype')) !== 'XML') return undefined;
  const bytes = streams.bytes(stream);
  if (!bytes) return undefined;
  const xml = Buffer.from(bytes.subarray(0, analysisLimits.metadataCharacters)).toString('utf8');
  const identification: string[] = [];
  // The prefixes bound to the PDF/UA namespace: a handful at most in any real packet.
  const prefixes = [
    ...new Set([...xml.matchAll(/xmlns:([\w.-]+)\s*=\s*["']([^"']*)["']/g)].filter((match) => match[2] === pdfuaNamespace).map((match) => match[1]!)),
  ].slice(0, 4);
  const property = (name: string) => {
    for (const prefix of prefixes) {
      const value = new RegExp(
        `${escapeRegExp(prefix)}:${name}\\s*=\\s*["']([^"']{0,100})["']|<${escapeRegExp(prefix)}:${name}(?:\\s[^<>]{0,200})?>([^<]{0,100})<`,
      ).exec(xml);
      if (value) return { prefix, value: (value[1] ?? value[2] ?? '').trim() };
    }
    return undefined;
  };
  const part = property('part');
  if (!part) identification.push('no pdfuaid:part');
  else {
    if (part.value !== '1') identification.push(`pdfuaid:part is ${part.value || 'empty'}, not 1`);
    if (part.prefix !== 'pdfuaid') identification.push(`part under the prefix ${part.prefix}`);
  }
  for (const name of ['amd', 'corr']) {
    const found = property(name);
    if (found && found.prefix !== 'pdfuaid') identification.push(`${name} under the prefix ${found.prefix}`);
  }
  return {
    title: /<dc:title[\s>]/.test(xml),
    identification,
    // An alternative given only in x-default, with no language of its own (7.2: then the catalog must say it).
    defaultLanguageAlternative: elements(xml, '<rdf:Alt', '</rdf:Alt>').some((alternative) => {
      const languages = [...alternative.matchAll(/xml:lang\s*=\s*["']([^"']*)["']/g)].map((match) => match[1]);
      return languages.length > 0 && languages.every((language) => language === 'x-default');
    }),
  };
}

function infoDictionaryTitle(document: PDFDocument): string | undefined {
  const info = resolve(document, document.context.trailerInfo.Info);
  return info instanceof PDFDict ? textOf(entry(info, 'Title'))?.trim() || undefined : undefined;
}

/** 7.10: every optional content configuration is named and none sets states automatically (AS). */
function checkOptionalContent(document: PDFDocument, tally: Tally): void {
  const properties = dictEntry(document.catalog, 'OCProperties');
  if (!properties) return;
  const configurations = [entry(properties, 'D'), ...itemsOf(document, entry(properties, 'Configs'))].map((item) => resolve(document, item));
  for (const configuration of configurations) {
    if (!(configuration instanceof PDFDict)) continue;
    if (!textOf(entry(configuration, 'Name'))) tally.add('optional-content-unnamed', undefined, 'a configuration without a name');
    if (configuration.get(PDFName.of('AS')) !== undefined) tally.add('optional-content-unnamed', undefined, 'a configuration with AS');
  }
}

/** 7.15: an XFA form whose configuration requires dynamic rendering. */
function isDynamicXfa(document: PDFDocument, acroForm: PDFDict, streams: StreamReader): boolean {
  const xfa = entry(acroForm, 'XFA');
  if (xfa === undefined) return false;
  const parts = xfa instanceof PDFArray ? xfa.asArray().filter((_, index) => index % 2 === 1) : [xfa];
  return parts.some((part) => {
    const bytes = streams.bytes(resolve(document, part));
    return bytes !== undefined && /<dynamicRender\s*>\s*required\s*<\/dynamicRender\s*>/.test(latin1(bytes.subarray(0, analysisLimits.metadataCharacters)));
  });
}

/**
 * False when the file is encrypted with permissions that deny text extraction for accessibility
 * (bit 10 of P). An encrypted file is read no further (analyse.ts); this picks the reason it is given.
 */
export function encryptionAllowsAssistiveTechnology(document: PDFDocument): boolean {
  const dict = resolve(document, document.context.trailerInfo.Encrypt);
  if (!(dict instanceof PDFDict)) return true;
  const permissions = numberOf(entry(dict, 'P'));
  return permissions !== undefined && (permissions & 512) === 512;
}

/**
 * The rules on objects wherever they sit (a file specification can hang from an annotation, the
 * name tree or an associated-files array): attached files named in both forms (7.11), media clips
 * with a content type and alternative (7.18.6.2), and no reference XObjects (7.20).
 */
function checkObjects(document: PDFDocument, tally: Tally): void {
  const objects = document.context.enumerateIndirectObjects();
  if (objects.length > analysisLimits.objects)
    throw new PdfAnalysisError('too-complex', `it holds more than ${analysisLimits.objects.toLocaleString('en-US')} objects`);
  // Each indirect object with the dictionaries written inside it (a rendition action holds its media clip).
  const pending: { object: PDFObject; depth: number }[] = objects.map(([, object]) => ({ object, depth: 0 }));
  let visited = 0;
  while (pending.length > 0) {
    const { object, depth } = pending.pop()!;
    if (++visited > analysisLimits.nestedObjects)
      throw new PdfAnalysisError('too-complex', `it holds more than ${analysisLimits.nestedObjects.toLocaleString('en-US')} objects`);
    const dict = dictOf(object);
    const inner = dict ? dict.entries().map(([, value]) => value) : object instanceof PDFArray ? object.asArray() : [];
    if (depth < analysisLimits.objectDepth)
      for (const value of inner) if (value instanceof PDFDict || value instanceof PDFArray) pending.push({ object: value, depth: depth + 1 });
    if (!dict) continue;
    if (dict.get(PDFName.of('EF')) !== undefined) {
      if (!textOf(entry(dict, 'F')) || !textOf(entry(dict, 'UF')))
        tally.add('attachment-without-name', undefined, textOf(entry(dict, 'UF')) ?? textOf(entry(dict, 'F')));
    }
    if (nameOf(entry(dict, 'S')) === 'MCD') {
      if (textOf(entry(dict, 'CT')) === undefined) tally.add('media-without-alternative', undefined, 'a media clip without its content type');
      const alternative = entry(dict, 'Alt');
      const pairs = alternative instanceof PDFArray ? alternative.asArray() : undefined;
      // Alt is pairs of a language (may be empty) and a description (may not).
      const texts = pairs?.map((item) => textOf(resolve(document, item)));
      if (!texts || texts.length === 0 || texts.length % 2 !== 0 || texts.some((text, index) => text === undefined || (index % 2 === 1 && !text.trim())))
        tally.add('media-without-alternative', undefined, 'a media clip without an alternative description');
    }
    if (object instanceof PDFStream && nameOf(entry(dict, 'Subtype')) === 'Form' && dict.get(PDFName.of('Ref')) !== undefined)
      tally.add('xobject-problem', undefined, 'a reference XObject');
  }
}

/**
 * 7.18: each visible annotation on a page tagged as PDF/UA asks — a link in Link with its
 * description, a form field in Form with a description (TU or the element's Alt), a printer's mark
 * left out of the tags, no trap network, any other in Annot with Contents or an Alt — and the
 * language of its text known; 7.18.3: pages with annotations tab in structure order.
 */
export function checkAnnotations(document: PDFDocument, tree: StructureTree, tally: Tally): void {
  const catalogLanguage = tree.catalogLang?.trim() || undefined;
  document.getPages().forEach((page, index) => {
    const number = index + 1;
    const annotations = itemsOf(document, page.node.get(PDFName.of('Annots')));
    if (annotations.length === 0) return;
    if (nameOf(entry(page.node, 'Tabs')) !== 'S') tally.add('tab-order-not-structural', number);
    const crop = boxOf(document, page.node, 'CropBox') ?? boxOf(document, page.node, 'MediaBox');
    for (const item of annotations.slice(0, analysisLimits.annotationsPerPage)) {
      const annotation = resolve(document, item);
      if (!(annotation instanceof PDFDict)) continue;
      const subtype = nameOf(entry(annotation, 'Subtype'));
      if (subtype === 'Popup') continue; // shown only with its parent annotation, which carries the description
      const hidden = ((numberOf(entry(annotation, 'F')) ?? 0) & 2) !== 0;
      const rect = rectOf(document, entry(annotation, 'Rect'));
      const outside = crop !== undefined && rect !== undefined && (rect[2] < crop[0] || rect[0] > crop[2] || rect[3] < crop[1] || rect[1] > crop[3]);
      if (hidden || outside) continue;
      const parent = item instanceof PDFRef ? tree.objectParents.get(refKey(item)) : undefined;
      const contents = textOf(entry(annotation, 'Contents'))?.trim();
      const alt = parent?.alt?.trim();
      if (contents && !catalogLanguage && !parent?.language) tally.add('no-language', number, `a ${subtype ?? 'annotation'}’s description`);
      switch (subtype) {
        case 'Link':
          if (tree.tagged && parent?.type !== 'Link') tally.add('link-not-tagged', number);
          if (!contents) tally.add('link-without-description', number);
          break;
        case 'Widget': {
          if (parent?.type !== 'Form') tally.add('annotation-not-tagged', number, 'a form field outside a Form tag');
          const description = fieldDescription(document, annotation);
          if (!description && !alt) tally.add('form-field-without-description', number);
          if (description && !catalogLanguage && !parent?.language) tally.add('no-language', number, 'a form field’s description');
          break;
        }
        case 'PrinterMark':
          if (parent) tally.add('annotation-not-tagged', number, 'a printer’s mark tagged as content');
          break;
        case 'TrapNet':
          tally.add('annotation-not-allowed', number);
          break;
        default:
          if (parent?.type !== 'Annot') tally.add('annotation-not-tagged', number, `a ${subtype ?? 'annotation'} outside an Annot tag`);
          if (!contents && !alt) tally.add('annotation-without-description', number, subtype);
      }
    }
  });
  // 7.18.4: a Form element without a Role attribute holds its one widget and nothing else.
  for (const element of tree.elements)
    if (element.type === 'Form' && !element.attributes.has('Role') && (element.objects.length !== 1 || element.kids.length > 0))
      tally.add('annotation-not-tagged', element.page, 'a Form tag holding more than its one field');
}

/** A field's description (TU): the field's own, read from the widget only when the widget is the field (it has a name or no parent). */
function fieldDescription(document: PDFDocument, widget: PDFDict): string | undefined {
  const parent = resolve(document, widget.get(PDFName.of('Parent')));
  let current: PDFDict | undefined = widget.get(PDFName.of('T')) === undefined && parent instanceof PDFDict ? parent : widget;
  for (let hop = 0; current && hop < analysisLimits.objectDepth; hop++) {
    const description = textOf(entry(current, 'TU'))?.trim();
    if (description) return description;
    const next = resolve(document, current.get(PDFName.of('Parent')));
    current = next instanceof PDFDict ? next : undefined;
  }
  return undefined;
}

function rectOf(document: PDFDocument, value: unknown): [number, number, number, number] | undefined {
  const array = value instanceof PDFArray ? value : undefined;
  if (!array || array.size() !== 4) return undefined;
  const numbers = array.asArray().map((item) => numberOf(resolve(document, item)));
  if (numbers.some((number) => number === undefined)) return undefined;
  const [x1, y1, x2, y2] = numbers as number[];
  return [Math.min(x1!, x2!), Math.min(y1!, y2!), Math.max(x1!, x2!), Math.max(y1!, y2!)];
}

/** A page's box, inherited from its ancestors in the page tree. */
function boxOf(document: PDFDocument, page: PDFDict, key: string): [number, number, number, number] | undefined {
  let current: PDFDict | undefined = page;
  for (let hop = 0; current && hop < 32; hop++) {
    const box = rectOf(document, entry(current, key));
    if (box) return box;
    const parent = resolve(document, current.get(PDFName.of('Parent')));
    current = parent instanceof PDFDict ? parent : undefined;
  }
  return undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The elements of one kind in an XML text, found by position (no search goes back over the text). */
function elements(xml: string, open: string, close: string): string[] {
  const found: string[] = [];
  for (let from = xml.indexOf(open); from !== -1;) {
    const stop = xml.indexOf(close, from);
    if (stop === -1) break;
    found.push(xml.slice(from, stop));
    from = xml.indexOf(open, stop + close.length);
  }
  return found;
}
