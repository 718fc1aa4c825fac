import { PDFArray, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import type { Tally } from './findings';
import { analysisLimits, PdfAnalysisError } from './limits';
import { nameOf, textOf } from './pdf-objects';
import { attributeNumber, type StructElement, type StructureTree } from './structure';

/**
 * PDF/UA-1's rules on the structure tree (ISO 14289-1 7.1–7.9, as veraPDF's PDF/UA-1 profile
 * states them test by test): standard types through the role map, what each table, list and
 * table-of-contents element may hold and sit in, headings, alternatives for figures and formulas,
 * the language of alternative texts, notes' ids, and tables whose headers reach their cells.
 */
export function checkStructure(tree: StructureTree, tally: Tally): void {
  if (!tree.tagged) return;
  const { elements } = tree;
  const gridCells = { left: analysisLimits.tableCells };
  const kidTypes = (element: StructElement) => element.kids.map((kid) => elements[kid]!.type);
  const parentType = (element: StructElement) => (element.parent === undefined ? undefined : elements[element.parent]!.type);
  const headingLevels: number[] = [];
  let usesH = false;
  let usesHn = false;
  const noteIds = new Map<string, number>();
  let figures = 0;
  let figuresWithout = 0;

  for (const element of elements) {
    const { type, page } = element;
    const at = `${element.rawType}${element.rawType === type ? '' : ` (${type})`}`;
    if (element.roleProblem === 'not-mapped') tally.add('tags-not-standard', page, `${element.rawType} is not mapped to a standard type`);
    if (element.roleProblem === 'circular') tally.add('tags-not-standard', page, `${element.rawType} is mapped in a circle`);
    if (element.roleProblem === 'standard-remapped') tally.add('tags-not-standard', page, `the standard ${element.rawType} is remapped`);
    if (!element.hasParentEntry) tally.add('tags-not-standard', page, `${element.rawType} does not name its parent`);

    const kids = kidTypes(element);
    const parent = parentType(element);
    const misplaced = (allowed: readonly string[]) => {
      if (!allowed.includes(parent ?? 'the root')) tally.add(nestingRule(type), page, `${at} in ${parent ?? 'the root'}`);
    };
    const onlyHolds = (allowed: readonly string[]) => {
      for (const kid of kids) if (!allowed.includes(kid)) tally.add(nestingRule(type), page, `${kid} in ${at}`);
    };
    const captionFirst = () => {
      if (kids.slice(1).includes('Caption')) tally.add(nestingRule(type), page, `a caption not first in ${at}`);
    };
    const atMostOne = (kid: string) => {
      if (kids.filter((name) => name === kid).length > 1) tally.add(nestingRule(type), page, `more than one ${kid} in ${at}`);
    };

    switch (type) {
      case 'Figure':
      case 'Formula': {
        const alternative = Boolean(element.alt?.trim()) || element.actualText !== undefined;
        if (type === 'Figure') {
          figures++;
          if (!alternative) figuresWithout++;
        }
        if (!alternative) tally.add(type === 'Figure' ? 'figure-without-alternative' : 'formula-without-alternative', page);
        break;
      }
      case 'Table':
        onlyHolds(['TR', 'THead', 'TBody', 'TFoot', 'Caption']);
        atMostOne('THead');
        atMostOne('TFoot');
        atMostOne('Caption');
        if ((kids.includes('THead') || kids.includes('TFoot')) && !kids.includes('TBody'))
          tally.add('table-structure', page, `a THead or TFoot without TBody in ${at}`);
        if (kids.slice(1, -1).includes('Caption')) tally.add('table-structure', page, `a caption neither first nor last in ${at}`);
        checkTable(elements, element, tally, gridCells);
        break;
      case 'TR':
        misplaced(['Table', 'THead', 'TBody', 'TFoot']);
        onlyHolds(['TH', 'TD']);
        break;
      case 'THead':
      case 'TBody':
      case 'TFoot':
        misplaced(['Table']);
        onlyHolds(['TR']);
        break;
      case 'TH':
      case 'TD':
        misplaced(['TR']);
        break;
      case 'L':
        onlyHolds(['L', 'LI', 'Caption']);
        captionFirst();
        break;
      case 'LI':
        misplaced(['L']);
        onlyHolds(['Lbl', 'LBody']);
        break;
      case 'LBody':
        misplaced(['LI']);
        break;
      case 'TOC':
        onlyHolds(['TOC', 'TOCI', 'Caption']);
        captionFirst();
        break;
      case 'TOCI':
        misplaced(['TOC']);
        break;
      case 'H':
        usesH = true;
        break;
      case 'Note': {
        const id = element.id?.trim();
        if (!id) tally.add('note-without-id', page);
        else noteIds.set(id, (noteIds.get(id) ?? 0) + 1);
        break;
      }
    }
    if (/^H[1-6]$/.test(type)) {
      usesHn = true;
      headingLevels.push(Number(type.slice(1)));
    }
    if (kids.filter((kid) => kid === 'H').length > 1) tally.add('headings-mixed', page, `more than one H in ${at}`);

    // The language of an alternative text: its element's, an ancestor's, or the document's.
    if ((element.actualText !== undefined || element.alt !== undefined || element.expansion !== undefined) && !element.language)
      tally.add('no-language', page, `the alternative text of ${at}`);
    if (element.lang !== undefined && !isLanguageTag(element.lang)) tally.add('language-code-invalid', page, `“${element.lang}” on ${at}`);
  }

  tally.summarise('figure-without-alternative', `${figuresWithout} of ${figures} figures`);
  for (const [id, count] of noteIds) if (count > 1) tally.add('note-without-id', undefined, `the id “${id}” on ${count} notes`);
  if (usesH && usesHn) tally.add('headings-mixed', undefined, 'both H and H1–H6 headings');
  const skipped = skippedHeadings(headingLevels);
  for (let index = 0; index < skipped; index++) tally.add('heading-levels-skipped');
}

/** The rule a misplaced or wrongly filled element of this type breaks. */
function nestingRule(type: string) {
  if (type === 'L' || type === 'LI' || type === 'LBody') return 'list-structure' as const;
  if (type === 'TOC' || type === 'TOCI') return 'toc-structure' as const;
  return 'table-structure' as const;
}

/** A Lang value: an RFC 3066 language tag (ISO 32000-1 14.9.2), as veraPDF tests it. */
export function isLanguageTag(value: string): boolean {
  return /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(value);
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

/**
 * One table, read as veraPDF lays it out (PDF/UA-1 7.2 and 7.5): its width is its first row's,
 * counting column spans; each cell takes the next free place in its row. A cell past the width or
 * below the last row, two cells in one place, or a place left empty makes the table irregular, and
 * an irregular table is not asked more. Otherwise, unless every header cell states its Scope, each
 * data cell must reach a header: through Headers that all name header cells' ids, or a header cell
 * above it scoped Column (or Both) or to its left scoped Row (or Both), looking past other header
 * cells but not past a data cell after them. Also this office's rule: a table has header cells at all.
 */
function checkTable(elements: StructElement[], table: StructElement, tally: Tally, gridCells: { left: number }): void {
  const childrenOf = (element: StructElement) => element.kids.map((index) => elements[index]!);
  const rows: StructElement[] = [];
  for (const kid of childrenOf(table)) {
    if (kid.type === 'TR') rows.push(kid);
    else if (kid.type === 'THead' || kid.type === 'TBody' || kid.type === 'TFoot') rows.push(...childrenOf(kid).filter((row) => row.type === 'TR'));
  }
  const cellsOf = (row: StructElement) => childrenOf(row).filter((kid) => kid.type === 'TH' || kid.type === 'TD');
  const span = (cell: StructElement, name: string) => Math.max(1, Math.min(attributeNumber(cell, name) ?? 1, 1_000));
  const allCells = rows.flatMap(cellsOf);
  if (allCells.length === 0) return;
  if (!allCells.some((cell) => cell.type === 'TH')) tally.add('table-without-headers', table.page);

  const width = cellsOf(rows[0]!).reduce((sum, cell) => sum + span(cell, 'ColSpan'), 0);
  let height = 0;
  for (let row = 0; row < rows.length; row++) {
    const first = cellsOf(rows[row]!)[0];
    if (!first) continue;
    height += span(first, 'RowSpan');
    row += span(first, 'RowSpan') - 1;
  }
  const irregular = (detail: string) => tally.add('table-structure', table.page, detail);
  // Cells that do not cover the grid exactly cannot lay out without a gap or an overlap: said without making the grid.
  if (allCells.reduce((sum, cell) => sum + span(cell, 'RowSpan') * span(cell, 'ColSpan'), 0) !== width * height) return irregular('rows of different widths');
  gridCells.left -= width * height;
  if (gridCells.left < 0) throw new PdfAnalysisError('too-complex', `its tables hold more than ${analysisLimits.tableCells.toLocaleString('en-US')} cells`);
  const grid: (StructElement | undefined)[][] = Array.from({ length: height }, () => Array.from({ length: width }, () => undefined));
  const origin = new Map<StructElement, { row: number; column: number }>();
  for (let row = 0; row < Math.min(rows.length, height); row++) {
    let column = 0;
    for (const cell of cellsOf(rows[row]!)) {
      while (column < width && grid[row]![column]) column++;
      const rowSpan = span(cell, 'RowSpan');
      const columnSpan = span(cell, 'ColSpan');
      if (column + columnSpan > width) return irregular(`row ${row + 1} is wider than the first`);
      if (row + rowSpan > height) return irregular(`a cell in row ${row + 1} spans past the last row`);
      for (let r = row; r < row + rowSpan; r++)
        for (let c = column; c < column + columnSpan; c++) {
          if (grid[r]![c]) return irregular(`two cells overlap in row ${r + 1}`);
          grid[r]![c] = cell;
        }
      origin.set(cell, { row, column });
      column += columnSpan;
    }
  }
  if (rows.length > height || grid.some((cells) => cells.some((cell) => !cell))) return irregular('rows of different widths');

  const headers = allCells.filter((cell) => cell.type === 'TH');
  const scope = (cell: StructElement | undefined) => (cell?.type === 'TH' ? nameOf(cell.attributes.get('Scope')) : undefined);
  if (headers.length === 0 || headers.every((header) => scope(header) !== undefined)) return;
  const headerIds = new Set(headers.map((cell) => cell.id).filter((id): id is string => Boolean(id)));
  /** A scoped header along a line of places (nearest first), looking past header cells but not past a data cell after them. */
  const headerAlong = (places: (StructElement | undefined)[], wanted: string) => {
    let passedHeaders = false;
    for (const place of places) {
      if (scope(place) === wanted || scope(place) === 'Both') return true;
      if (place?.type === 'TH') passedHeaders = true;
      else if (passedHeaders) return false;
    }
    return false;
  };
  for (const [cell, { row, column }] of origin) {
    if (cell.type !== 'TD') continue;
    const named = headerNames(cell);
    if (named.length > 0 && named.every((id) => headerIds.has(id))) continue;
    const rowSpan = span(cell, 'RowSpan');
    const columnSpan = span(cell, 'ColSpan');
    let reached = false;
    for (let c = column; c < column + columnSpan && !reached; c++)
      reached = headerAlong(
        grid
          .slice(0, row)
          .map((cells) => cells[c])
          .reverse(),
        'Column',
      );
    for (let r = row; r < row + rowSpan && !reached; r++) reached = headerAlong(grid[r]!.slice(0, column).reverse(), 'Row');
    if (reached) continue;
    const unknown = named.filter((id) => !headerIds.has(id));
    tally.add(
      'table-headers-not-linked',
      table.page,
      unknown.length > 0 ? `Headers naming no header cell (${unknown.slice(0, 3).join(', ')})` : 'header cells without a Scope or Headers',
    );
    return;
  }
}

function headerNames(cell: StructElement): string[] {
  const value = cell.attributes.get('Headers');
  const items = value instanceof PDFArray ? value.asArray() : value ? [value] : [];
  return items.flatMap((item) => (item instanceof PDFString || item instanceof PDFHexString || item instanceof PDFName ? [textOf(item) ?? nameOf(item)!] : []));
}
