import 'server-only';
import { staffRoles } from '@vtrans/contracts/auth';
import { documentAccessibilityState, type DocumentAccessibilityState, type PdfAccessibilityRule } from '@vtrans/contracts/pdf-accessibility';
import { listAccessibilityOverview, listAccessibilityRequests, listHandledAccessibilityRequests } from '@vtrans/db';
import { readForRole } from '../../auth/viewer';

export type AccessibilityOverviewRow = Awaited<ReturnType<typeof listAccessibilityOverview>>[number] & {
  state: DocumentAccessibilityState;
  needsReview: boolean;
};

export interface AccessibilityFilters {
  state?: DocumentAccessibilityState;
  problem?: PdfAccessibilityRule;
  shelf?: 'library' | 'archive' | 'hidden';
}

/**
 * Staff's accessibility page (issue 37): every document with its state (most downloaded first),
 * the failures grouped by problem across the library, and the open requests by due date.
 * `needsReview` marks a file staff verified whose latest automated check found problems.
 */
export const accessibilityOverviewData = (filters: AccessibilityFilters) =>
  readForRole(staffRoles, async (db) => {
    const [rows, requests, handled] = await Promise.all([
      listAccessibilityOverview(db),
      listAccessibilityRequests(db, 'open'),
      listHandledAccessibilityRequests(db),
    ]);
    const documents: AccessibilityOverviewRow[] = rows.map((row) => ({
      ...row,
      state: documentAccessibilityState(row),
      needsReview: row.accessible && row.accessibility_check === 'failed',
    }));
    const problems = new Map<PdfAccessibilityRule, number>();
    for (const document of documents) for (const finding of document.accessibility_findings) problems.set(finding.rule, (problems.get(finding.rule) ?? 0) + 1);
    const shown = documents.filter(
      (document) =>
        (!filters.state || document.state === filters.state) &&
        (!filters.problem || document.accessibility_findings.some((finding) => finding.rule === filters.problem)) &&
        (!filters.shelf || (filters.shelf === 'hidden' ? document.hidden : !document.hidden && document.archived === (filters.shelf === 'archive'))),
    );
    return { documents: shown, total: documents.length, problems: [...problems].sort((a, b) => b[1] - a[1]), requests, handled };
  });
