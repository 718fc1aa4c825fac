import { type PDFDocument, PDFDict, PDFName, PDFRef, PDFStream, PDFArray } from 'pdf-lib';
import { isDict, isName, readContentStream, type ContentBudget, type Operand, type OperandDict } from './content-stream';
import type { Tally } from './findings';
import type { FontUsage } from './fonts';
import { analysisLimits, PdfAnalysisError } from './limits';
import { dictEntry, entry, nameOf, numberOf, refKey, resolve, type StreamReader, textOf } from './pdf-objects';
import type { StructureTree } from './structure';
import { isLanguageTag } from './structure-rules';

/**
 * Every page's content read operator by operator, into its form XObjects: the language of the text
 * shown (the document's, a marked-content sequence's Lang, or the structure element its marked-content
 * id belongs to), the language codes property lists state, a Span's Alt, ActualText or E in a known
 * language (7.2), the character codes each font is asked to show and in which rendering mode (for the
 * font rules, fonts.ts), and form XObjects with tagged content of their own drawn more than once
 * (7.20: one piece of tagged content cannot sit in two places of the structure). All content of a file
 * shares one token budget, and a form is read once per page however often it is drawn there.
 */
export function readMarkedContent(document: PDFDocument, tree: StructureTree, fonts: FontUsage, streams: StreamReader, tally: Tally): void {
  const catalogLanguage = tree.catalogLang?.trim() || undefined;
  const taggedFormsDrawn = new Map<string, number>();
  const budget: ContentBudget = { tokens: analysisLimits.contentTokens };
  const pagesWithoutLanguage = new Set<number>();

  /** An open marked-content sequence, carrying what it inherits so that a question about the text in it is answered at once. */
  interface Mark {
    /** A language is in force: stated here or outside, or the text is an artifact (never read aloud). */
    languageStated: boolean;
    /** The innermost marked-content id, whose structure element may state the language. */
    mcid: number | undefined;
  }
  const languageKnown = (mark: Mark | undefined, where: string) =>
    Boolean(catalogLanguage) || Boolean(mark?.languageStated) || (mark?.mcid !== undefined && Boolean(tree.contentLanguage.get(`${where}:${mark.mcid}`)));

  interface GraphicsState {
    font: { key: string; dict: PDFDict } | undefined;
    renderMode: number;
  }

  /** `where` names the content's owner for its marked-content ids: the page's number, or a form XObject with structure of its own. */
  const walk = (bytes: Uint8Array, resources: PDFDict | undefined, page: number, where: string, outer: Mark[], forms: string[], formsRead: Set<string>) => {
    const marks = [...outer];
    let state: GraphicsState = { font: undefined, renderMode: 0 };
    const saved: GraphicsState[] = [];
    const open = (mark: Mark) => {
      if (marks.length >= analysisLimits.contentNesting)
        throw new PdfAnalysisError(
          'too-complex',
          `page ${page} nests more than ${analysisLimits.contentNesting.toLocaleString('en-US')} marked-content sequences`,
        );
      marks.push(mark);
    };
    const show = (text: Operand | undefined) => {
      if (!(text instanceof Uint8Array)) return;
      if (state.font) fonts.show(state.font.key, state.font.dict, text, state.renderMode, page);
      if (!pagesWithoutLanguage.has(page) && !languageKnown(marks.at(-1), where)) {
        pagesWithoutLanguage.add(page);
        tally.add('no-language', page, 'text on the page');
      }
    };
    readContentStream(
      bytes,
      (operator, operands) => {
        switch (operator) {
          case 'q':
            if (saved.length < analysisLimits.contentNesting) saved.push({ ...state });
            break;
          case 'Q':
            state = saved.pop() ?? state;
            break;
          case 'BMC': {
            const inside = marks.at(-1);
            open({ languageStated: Boolean(inside?.languageStated) || (isName(operands[0]) && operands[0].name === 'Artifact'), mcid: inside?.mcid });
            break;
          }
          case 'BDC': {
            const tag = isName(operands[0]) ? operands[0].name : '';
            const properties = propertyList(document, resources, operands[1]);
            const lang = properties.get('Lang');
            if (lang !== undefined && !isLanguageTag(lang)) tally.add('language-code-invalid', page, `“${lang}” in the page’s content`);
            const mcid = isDict(operands[1]) ? operands[1].dict.get('MCID') : undefined;
            const inside = marks.at(-1);
            open({
              languageStated: Boolean(inside?.languageStated) || Boolean(lang?.trim()) || tag === 'Artifact',
              mcid: typeof mcid === 'number' ? mcid : inside?.mcid,
            });
            if (tag === 'Span' && ['ActualText', 'Alt', 'E'].some((key) => properties.has(key)) && !languageKnown(marks.at(-1), where))
              tally.add('no-language', page, 'a span’s alternative text');
            break;
          }
          case 'EMC':
            marks.pop();
            break;
          case 'Tf': {
            const fontName = isName(operands[0]) ? operands[0].name : undefined;
            const fontRef = fontName && resources ? dictEntry(resources, 'Font')?.get(PDFName.of(fontName)) : undefined;
            const font = resolve(document, fontRef);
            state.font =
              font instanceof PDFDict ? { key: fontRef instanceof PDFRef ? refKey(fontRef) : `${where}:${forms.length}:${fontName}`, dict: font } : undefined;
            break;
          }
          case 'Tr':
            state.renderMode = typeof operands[0] === 'number' ? operands[0] : 0;
            break;
          case 'Tj':
          case "'":
            show(operands[0]);
            break;
          case '"':
            show(operands[2]);
            break;
          case 'TJ':
            if (Array.isArray(operands[0])) for (const item of operands[0]) show(item);
            break;
          case 'Do': {
            const xobjectName = isName(operands[0]) ? operands[0].name : undefined;
            const xobjectRef = xobjectName && resources ? dictEntry(resources, 'XObject')?.get(PDFName.of(xobjectName)) : undefined;
            if (!(xobjectRef instanceof PDFRef)) break;
            const form = document.context.lookup(xobjectRef);
            if (!(form instanceof PDFStream) || nameOf(entry(form.dict, 'Subtype')) !== 'Form') break;
            const key = refKey(xobjectRef);
            const ownStructure = numberOf(entry(form.dict, 'StructParents')) !== undefined;
            if (ownStructure) taggedFormsDrawn.set(key, (taggedFormsDrawn.get(key) ?? 0) + 1);
            // Read once per page, and never inside itself: a form drawn in a loop or a thousand times is not read a thousand times.
            if (forms.includes(key) || forms.length >= analysisLimits.objectDepth || formsRead.has(key)) break;
            formsRead.add(key);
            const formBytes = streams.bytes(form);
            if (formBytes) walk(formBytes, dictEntry(form.dict, 'Resources') ?? resources, page, ownStructure ? key : where, marks, [...forms, key], formsRead);
            break;
          }
        }
      },
      budget,
    );
  };

  document.getPages().forEach((page, index) => {
    const contents = resolve(document, page.node.get(PDFName.of('Contents')));
    const parts = (contents instanceof PDFArray ? contents.asArray().map((item) => resolve(document, item)) : [contents])
      .map((stream) => streams.bytes(stream))
      .filter((bytes): bytes is Uint8Array => bytes !== undefined);
    // A page's content may be split across streams at any token boundary: read them as one.
    const whole = Buffer.concat(parts.flatMap((part) => [part, newline]));
    walk(whole, pageResources(page.node), index + 1, String(index + 1), [], [], new Set());
  });
  for (const [, drawn] of taggedFormsDrawn) if (drawn > 1) tally.add('xobject-problem', undefined, 'a tagged form XObject drawn more than once');
}

const newline = Uint8Array.of(0x0a);

/** A page's resources, inherited from the page tree; pdf-lib's accessor throws on a malformed one, which then has none. */
function pageResources(page: { Resources(): PDFDict | undefined }): PDFDict | undefined {
  try {
    return page.Resources();
  } catch {
    return undefined;
  }
}

/** A marked-content sequence's property list (inline, or named in the resources' Properties) as text values. */
function propertyList(document: PDFDocument, resources: PDFDict | undefined, operand: Operand | undefined): Map<string, string> {
  const values = new Map<string, string>();
  if (isDict(operand)) {
    for (const [key, value] of (operand as OperandDict).dict) if (value instanceof Uint8Array) values.set(key, pdfTextString(value));
  } else if (isName(operand) && resources) {
    const named = resolve(document, dictEntry(resources, 'Properties')?.get(PDFName.of(operand.name)));
    if (named instanceof PDFDict)
      for (const [key, value] of named.entries()) {
        const text = textOf(resolve(document, value));
        if (text !== undefined) values.set(key.decodeText(), text);
      }
  }
  return values;
}

/** A PDF text string: UTF-16BE after its byte-order mark, otherwise PDFDocEncoding (read as Latin-1, which agrees for letters). */
export function pdfTextString(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    let text = '';
    for (let index = 2; index + 1 < bytes.length; index += 2) text += String.fromCharCode((bytes[index]! << 8) | bytes[index + 1]!);
    return text;
  }
  return Buffer.from(bytes).toString('latin1');
}
