import type { WebBlock, WebCell, WebListItem } from '@vtrans/contracts/document-web-version';
import type { TextLine } from './pages';

/**
 * One page of a PDF as blocks for its web version: from the page's structure tree when the PDF is
 * tagged (pdf.js's `getStructTree`, roles already through the role map), otherwise from its text
 * lines in reading order, paragraphs split where the gap between lines is larger than usual.
 */

export interface StructNode {
  role: string;
  children?: (StructNode | StructLeaf)[];
  alt?: string;
}
interface StructLeaf {
  type: 'content' | 'object' | 'annotation';
  id: string;
}

const isLeaf = (node: StructNode | StructLeaf): node is StructLeaf => 'type' in node;
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A bullet a producer tagged as the item's text rather than its label: the web page's list draws its own. */
const bullet = /^[•◦▪‣●○■□–\-\uE000-\uF8FF]\s*/;
const containerRoles = new Set(['Root', 'Document', 'Part', 'Art', 'Sect', 'Div', 'NonStruct', 'Private', 'TOC', 'Form', 'Index', 'Annot']);
const paragraphRoles = new Set(['P', 'Caption', 'BlockQuote', 'Note', 'Code', 'TOCI', 'Lbl', 'LBody', 'BibEntry', 'Formula']);

export function blocksFromStructure(root: StructNode, textById: Map<string, string>, depthLimit = 100): WebBlock[] {
  const blocks: WebBlock[] = [];
  const inline = (node: StructNode | StructLeaf, depth = 0): string => {
    if (isLeaf(node)) return node.type === 'content' ? (textById.get(node.id) ?? '') : '';
    if (depth > depthLimit) return '';
    // Runs of one element (a word may be split across several) join as they are; elements apart.
    return (node.children ?? []).map((child) => (isLeaf(child) ? inline(child) : ` ${inline(child, depth + 1)} `)).join('');
  };
  const listItems = (list: StructNode, depth: number): WebListItem[] =>
    (list.children ?? []).flatMap((child): WebListItem[] => {
      if (isLeaf(child)) {
        const text = clean(inline(child));
        return text ? [{ text }] : [];
      }
      const nested = (child.children ?? []).filter((kid): kid is StructNode => !isLeaf(kid) && kid.role === 'L');
      // The label (a bullet, a number) is the list's to draw.
      const text = clean(
        (child.children ?? [])
          .filter((kid) => isLeaf(kid) || (kid.role !== 'L' && kid.role !== 'Lbl'))
          .map((kid) => inline(kid, depth))
          .join(' '),
      ).replace(bullet, '');
      const items = depth < depthLimit ? nested.flatMap((kid) => listItems(kid, depth + 1)) : [];
      return text || items.length ? [{ text, ...(items.length ? { items } : {}) }] : [];
    });
  const table = (node: StructNode): WebBlock | null => {
    const head: WebCell[][] = [];
    const body: WebCell[][] = [];
    let caption: string | undefined;
    const rows = (parent: StructNode, into: 'head' | 'body') => {
      for (const child of parent.children ?? []) {
        if (isLeaf(child)) continue;
        if (child.role === 'TR') {
          const cells = (child.children ?? []).filter((cell): cell is StructNode => !isLeaf(cell) && (cell.role === 'TH' || cell.role === 'TD'));
          const row = cells.map((cell) => ({ text: clean(inline(cell)), header: cell.role === 'TH' }));
          // A row whose text is on another page (a table across a page break) shows there.
          if (row.some((cell) => cell.text)) (into === 'head' ? head : body).push(row);
        } else if (child.role === 'THead') rows(child, 'head');
        else if (child.role === 'TBody' || child.role === 'TFoot') rows(child, 'body');
        else if (child.role === 'Caption') caption = clean(inline(child));
      }
    };
    rows(node, 'body');
    if (head.length === 0 && body.length > 1 && body[0]!.every((cell) => cell.header)) head.push(body.shift()!);
    if (body.length === 0) return null;
    return { kind: 'table', ...(caption ? { caption } : {}), head, body };
  };

  let loose: string[] = [];
  const flushLoose = () => {
    const text = clean(loose.join(' '));
    if (text) blocks.push({ kind: 'paragraph', text });
    loose = [];
  };
  const visit = (node: StructNode | StructLeaf, depth: number) => {
    if (isLeaf(node)) {
      loose.push(inline(node));
      return;
    }
    if (depth > depthLimit) return;
    const role = node.role;
    if (containerRoles.has(role) || !role) {
      for (const child of node.children ?? []) visit(child, depth + 1);
      flushLoose();
      return;
    }
    if (role === 'Span' || role === 'Link' || role === 'Quote' || role === 'Reference' || role === 'Ruby' || role === 'Warichu') {
      loose.push(inline(node, depth));
      return;
    }
    flushLoose();
    const heading = /^H([1-6])?$/.exec(role);
    if (heading) {
      const text = clean(inline(node, depth));
      if (text) blocks.push({ kind: 'heading', level: Number(heading[1] ?? 1) as 1, text });
    } else if (role === 'L') {
      const items = listItems(node, depth);
      if (items.length) blocks.push({ kind: 'list', items });
    } else if (role === 'Table') {
      const made = table(node);
      if (made) blocks.push(made);
    } else if (role === 'Figure') {
      blocks.push({ kind: 'figure', alternative: node.alt?.trim() || null });
    } else if (paragraphRoles.has(role)) {
      const text = clean(inline(node, depth));
      if (text) blocks.push({ kind: 'paragraph', text });
    } else {
      // A role this does not know (or a role map it could not follow): keep its text.
      for (const child of node.children ?? []) visit(child, depth + 1);
      flushLoose();
    }
  };
  visit(root, 0);
  flushLoose();
  return blocks;
}

/** Paragraphs from lines in reading order: a new paragraph where the gap to the next line is over 1.6 times the text size. */
export function blocksFromLines(lines: TextLine[]): WebBlock[] {
  const blocks: WebBlock[] = [];
  let paragraph: string[] = [];
  let previous: TextLine | null = null;
  const flush = () => {
    const text = clean(paragraph.join(' '));
    if (text) blocks.push({ kind: 'paragraph', text });
    paragraph = [];
  };
  for (const line of lines) {
    if (previous && Math.abs(previous.y - line.y) > 1.6 * Math.max(previous.size, line.size, 1)) flush();
    paragraph.push(line.text);
    previous = line;
  }
  flush();
  return blocks;
}

/** Characters of text in blocks, to cap a web version's size. */
export function blockCharacters(blocks: WebBlock[]): number {
  return JSON.stringify(blocks).length;
}
