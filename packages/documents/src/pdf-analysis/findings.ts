import type { PdfAccessibilityFinding, PdfAccessibilityRule } from '@vtrans/contracts/pdf-accessibility';

const pagesListed = 50;
const detailsListed = 10;

/**
 * Occurrences of each rule's problem as the checks meet them: how many, on which pages, and a few
 * details for staff (a font's name, "TD in L"). One tally per file; `findings` is the report.
 */
export class Tally {
  private readonly entries = new Map<PdfAccessibilityRule, { count: number; pages: Set<number>; details: Set<string>; summary?: string }>();

  add(rule: PdfAccessibilityRule, page?: number, detail?: string): void {
    let item = this.entries.get(rule);
    if (!item) {
      item = { count: 0, pages: new Set(), details: new Set() };
      this.entries.set(rule, item);
    }
    item.count++;
    if (page) item.pages.add(page);
    if (detail && item.details.size < detailsListed) item.details.add(detail);
  }

  /** A detail that stands for the whole rule ("3 of 12 figures") instead of the listed ones. */
  summarise(rule: PdfAccessibilityRule, summary: string): void {
    const item = this.entries.get(rule);
    if (item) item.summary = summary;
  }

  findings(): PdfAccessibilityFinding[] {
    return [...this.entries].map(([rule, item]) => {
      const detail = item.summary ?? [...item.details].join(', ');
      return { rule, count: item.count, pages: [...item.pages].sort((a, b) => a - b).slice(0, pagesListed), ...(detail ? { detail } : {}) };
    });
  }
}
