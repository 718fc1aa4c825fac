import { newsletterMessages } from '@vtrans/contracts/newsletter';
import Link from 'next/link';
import { NewsletterSignupForms } from '@/components/newsletter-form';
import { newsletterPostUrl, type SignupResult } from '@/server/domain/newsletter';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/newsletter';

export const generateMetadata = () => pageMetadata(route);

/** What the fallback form's post (no JavaScript) comes back to say, by `?result=`. */
const resultNotices: Record<SignupResult, { tone: 'success' | 'error'; text: string }> = {
  'confirmation-sent': { tone: 'success', text: newsletterMessages.confirmationSent },
  'confirmation-recently-sent': { tone: 'success', text: newsletterMessages.confirmationRecentlySent },
  'already-subscribed': { tone: 'success', text: newsletterMessages.alreadySubscribed },
  invalid: { tone: 'error', text: 'Please provide a valid email.' },
  unavailable: { tone: 'error', text: newsletterMessages.unavailable },
  'rate-limited': { tone: 'error', text: newsletterMessages.tooMany },
};

type Props = { searchParams: Promise<{ result?: string | string[] }> };

export default async function NewsletterPage({ searchParams }: Props) {
  const { result } = await searchParams;
  const notice = typeof result === 'string' && Object.hasOwn(resultNotices, result) ? resultNotices[result as SignupResult] : null;
  return (
    <ContentPage route={route}>
      {notice && (
        <p className={`newsletter-status newsletter-status--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <h2>Sign up</h2>
      <NewsletterSignupForms postUrl={newsletterPostUrl()} />
      <h2>Alerts about your locality</h2>
      <p>
        To hear when there are new comments, staff responses or spatial data layers for your city or county, ask for <Link href="/alerts">locality alerts</Link>
        .
      </p>
    </ContentPage>
  );
}
