import type { Metadata } from 'next';
import { PeriodRecord } from '@/components/comment-periods/period-record';
import { periodWords } from '@/components/comment-periods/period-words';
import { commentPeriodRecordData, loadCommentPeriod } from '@/server/domain/comment-periods';

type Props = { params: Promise<{ periodId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const period = await loadCommentPeriod((await params).periodId);
  return { title: periodWords.es.recordTitle(period.title), description: periodWords.es.recordDescription(period.subject) };
}

/**
 * A comment period's public record in Spanish (issue 62): the team's Spanish around what staff and
 * the public wrote, each marked with its language. Where the Spanish receipt and reply e-mails lead.
 */
export default async function SpanishCommentPeriodRecordPage({ params }: Props) {
  const period = await loadCommentPeriod((await params).periodId);
  const record = await commentPeriodRecordData(period.id);
  return <PeriodRecord period={period} record={record} language="es" />;
}
