import { staffRoles } from '@vtrans/contracts/auth';
import { virginiaIsoDate, virginiaToday } from '@vtrans/contracts/dates';
import { describeFinding, documentAccessibilityLabels, pdfAccessibilityRules, type PdfAccessibilityRule } from '@vtrans/contracts/pdf-accessibility';
import { z } from 'zod';
import { toCsv } from '@/lib/csv';
import { accessibilityOverviewData } from '@/server/domain/restricted/document-accessibility';
import { withRoute } from '@/server/http/route';

const Query = z.object({
  state: z.enum(Object.keys(documentAccessibilityLabels) as [keyof typeof documentAccessibilityLabels]).optional(),
  problem: z.enum(Object.keys(pdfAccessibilityRules) as [PdfAccessibilityRule]).optional(),
  shelf: z.enum(['library', 'archive', 'hidden']).optional(),
});

// GET /api/admin/documents/accessibility?state&problem&shelf — staff's accessibility page as CSV (cells neutralised against formulas, lib/csv.ts).
export const GET = withRoute({ roles: staffRoles, query: Query }, async ({ query }) => {
  const { documents } = await accessibilityOverviewData(query);
  const rows = documents.map((document) => [
    document.title,
    document.file_name,
    document.archived ? 'archive' : document.hidden ? 'hidden' : 'library',
    documentAccessibilityLabels[document.state],
    document.accessibility_findings.map(describeFinding).join('; '),
    document.accessibility_checked_at ? virginiaIsoDate(document.accessibility_checked_at) : '',
    document.downloads,
    document.accessible ? document.verified_by_email || 'spec list' : '',
    document.accessibility_exception ?? '',
    document.exception_reason,
    document.open_requests,
  ]);
  const header = [
    'title',
    'file_name',
    'shelf',
    'accessibility',
    'problems',
    'checked_on',
    'downloads_90_days',
    'verified_by',
    'exception',
    'exception_reason',
    'open_requests',
  ];
  return new Response(toCsv(header, rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="vtrans-document-accessibility-${virginiaToday()}.csv"`,
      'cache-control': 'no-store',
    },
  });
});
