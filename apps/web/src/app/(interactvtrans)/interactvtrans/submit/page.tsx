import { actorOfRole, statusInWords } from '@vtrans/contracts/submissions';
import Link from 'next/link';
import { SubmissionForm } from '@/components/submissions/submission-form';
import { csrfToken, currentSession } from '@/server/auth/session';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';
import { ownSubmissionsData } from '@/server/domain/restricted/submissions';
import { localityPlacesData } from '@/server/domain/places';

const route = '/interactvtrans/submit';

export const generateMetadata = () => pageMetadata(route);

export default async function SubmitDataPage() {
  const session = await currentSession();
  const role = session?.user.role;
  const maySubmit = role === 'locality' || role === 'admin';
  return (
    <ContentPage route={route}>
      {!session && (
        <p>
          <Link href={`/auth/signin?callbackUrl=${encodeURIComponent(route)}`}>Sign in</Link> with your locality account to submit data. If your locality has no
          account yet, <Link href="/get-involved/contact-us">contact us</Link>.
        </p>
      )}
      {session && !maySubmit && actorOfRole(session.user.role) !== 'staff' && (
        <p>
          Your account is not linked to a locality, so it cannot submit data. <Link href="/get-involved/contact-us">Contact us</Link> to have it linked.
        </p>
      )}
      {session && maySubmit && <SubmitSection localityFips={role === 'locality' ? session.user.localityFips : null} />}
      {role === 'locality' && (
        <p>
          <Link href="/admin/account">Your account’s security</Link>: your password, second factors, recovery codes and sessions.
        </p>
      )}
    </ContentPage>
  );
}

async function SubmitSection({ localityFips }: { localityFips: string | null }) {
  const [localities, submissions, token] = await Promise.all([localityPlacesData(), ownSubmissionsData(), csrfToken()]);
  const choices = localities.filter((locality) => !localityFips || locality.fips === localityFips).map(({ fips, name }) => ({ fips, name }));
  return (
    <>
      <h2>Your submissions</h2>
      {submissions.length === 0 ? (
        <p>You have not submitted any data yet.</p>
      ) : (
        <ul className="item-list">
          {submissions.map((submission) => (
            <li key={submission.id}>
              <Link href={`${route}/${submission.id}`}>{submission.title}</Link> — {statusInWords(submission.status)}
              {submission.version > 1 && ` (version ${submission.version})`}
            </li>
          ))}
        </ul>
      )}
      <h2>Submit a layer</h2>
      <SubmissionForm localities={choices} csrfToken={token ?? ''} />
    </>
  );
}
