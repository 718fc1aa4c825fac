import Link from 'next/link';

export type LinkPageStatus = 'done' | 'invalid' | undefined;

/**
 * The page a newsletter or alert e-mail link opens (confirm or unsubscribe): a button that does it, then
 * the outcome. The button posts to a server action, so it works without JavaScript, and an
 * e-mail scanner that merely opens the link changes nothing.
 */
export function NewsletterLinkPage({
  heading,
  token,
  status,
  action,
  explanation,
  buttonLabel,
  doneMessage,
  signUpPath = '/newsletter',
}: {
  heading: string;
  token: string | undefined;
  status: LinkPageStatus;
  action: (formData: FormData) => Promise<never>;
  explanation: string;
  buttonLabel: string;
  doneMessage: string;
  /** Where to sign up anew when the link no longer works. */
  signUpPath?: string;
}) {
  let content;
  if (status === 'done') {
    content = (
      <p className="newsletter-status newsletter-status--success" role="status">
        {doneMessage}
      </p>
    );
  } else if (status === 'invalid' || !token) {
    content = (
      <>
        <p className="newsletter-status newsletter-status--error" role="alert">
          This link has expired or has already been used.
        </p>
        <p>
          You can <Link href={signUpPath}>sign up again</Link> or <Link href="/get-involved/contact-us">contact us</Link> for help.
        </p>
      </>
    );
  } else {
    content = (
      <form action={action}>
        <p>{explanation}</p>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button">
          {buttonLabel}
        </button>
      </form>
    );
  }
  return (
    <div className="container content-page">
      <h1>{heading}</h1>
      {content}
    </div>
  );
}

/** Reads `?token=` and `?status=` of a newsletter link page. */
export async function linkPageParams(searchParams: Promise<Record<string, string | string[] | undefined>>) {
  const { token, status } = await searchParams;
  return {
    token: typeof token === 'string' ? token : undefined,
    status: status === 'done' || status === 'invalid' ? status : undefined,
  } satisfies { token: string | undefined; status: LinkPageStatus };
}
