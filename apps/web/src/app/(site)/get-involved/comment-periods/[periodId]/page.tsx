import type { Metadata } from 'next';
import { PeriodRecord } from '@/components/comment-periods/period-record';
import { periodWords } from '@/components/comment-periods/period-words';
import { commentPeriodRecordData, loadCommentPeriod } from '@/server/domain/comment-periods';

type Props = { params: Promise<{ periodId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const period = await loadCommentPeriod((await params).periodId);
  return { title: periodWords.en.recordTitle(period.title), description: periodWords.en.recordDescription(period.subject) };
}

/** A comment period's response-to-comments record (issue 41); its Spanish page is app/es/get-involved/comment-periods/[periodId]. */
export default async function CommentPeriodRecordPage({ params }: Props) {
  const period = await loadCommentPeriod((await params).periodId);
  const record = await commentPeriodRecordData(period.id);
  return <PeriodRecord period={period} record={record} language="en" />;
}
