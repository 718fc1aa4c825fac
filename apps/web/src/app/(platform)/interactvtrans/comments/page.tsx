import { CommentsTab } from '@/components/comments/comments-tab';
import { pageMetadata } from '@/server/domain/pages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => pageMetadata('/interactvtrans/comments');

// /interactvtrans/comments: the public comments list, the non-map way to comment.
export default async function CommentsPage({ searchParams }: Props) {
  return <CommentsTab searchParams={await searchParams} />;
}
