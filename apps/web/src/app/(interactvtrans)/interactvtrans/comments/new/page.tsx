import Link from 'next/link';
import { PhoneComment } from '@/components/comments/phone-comment';
import { loadPage, pageMetadata } from '@/server/domain/pages';

const route = '/interactvtrans/comments/new';

export const generateMetadata = () => pageMetadata(route);

/**
 * Commenting on a place from any screen, a phone first (issue 34): find the place or use your
 * location, drop a pin, say what it is about. The explorer stays a desktop tool (the spec's
 * navigation rule); this page is the phone's way in, and the locality form the no-map way.
 */
export default async function NewCommentPage() {
  const page = await loadPage(route);
  return (
    <div className="phone-comment-page">
      <div className="container">
        <h1>{page.heading}</h1>
        <p>{page.intro}</p>
        <p className="phone-comment-page__alternative">
          Prefer not to use a map? <Link href="/interactvtrans/comments#add-comment">Comment by choosing a locality</Link>.
        </p>
      </div>
      <PhoneComment />
    </div>
  );
}
