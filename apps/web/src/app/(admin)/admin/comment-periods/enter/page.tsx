import { virginiaToday } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import Link from 'next/link';
import { StaffEntryForm } from '@/components/comment-periods/period-admin-forms';
import { staffEntryChoicesData } from '@/server/domain/restricted/comment-periods';

export const metadata: Metadata = { title: 'Enter a comment', description: 'A comment received by telephone, letter, e-mail or at a public meeting.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Reviewers: a comment that reached the office another way than the website (issue 41), as a
 * call centre enters a report for a caller. It is public like any other unless the person asked
 * otherwise; the contact details and the scanned letter are for staff only.
 */
export default async function EnterCommentPage({ searchParams }: Props) {
  const { periods, localities } = await staffEntryChoicesData();
  const asked = (await searchParams).period;
  const periodId = typeof asked === 'string' && periods.some((period) => period.id === asked) ? asked : undefined;
  return (
    <div className="container content-page">
      <p>
        <Link href="/admin/comment-periods">Comment periods</Link>
      </p>
      <h1>Enter a comment received by telephone, letter, e-mail or at a meeting</h1>
      <p>
        Type the comment as the person made it. Their e-mail address, telephone, postal address and any scanned letter are never shown or exported; the e-mail
        address is used only to send them the response.
      </p>
      <StaffEntryForm periods={periods} localities={localities} periodId={periodId} today={virginiaToday()} />
    </div>
  );
}
