import type { Metadata } from 'next';
import { CommentsTab } from '@/components/comments/comments-tab';
import { spanishPages } from '@/lib/editions';

const page = spanishPages.get('/interactvtrans/comments')!;

export const metadata: Metadata = { title: page.title, description: page.description };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The public's comments in Spanish (issue 62): the list's frame, filters and no-map form in Spanish, the comments as written. */
export default async function SpanishCommentsPage({ searchParams }: Props) {
  return <CommentsTab searchParams={await searchParams} language="es" />;
}
