import { describe, expect, it } from 'vitest';
import { renderMessage } from './render';
import { Notice } from './templates/notice';
import { NewsletterConfirmation, newsletterConfirmationSubject } from './templates/newsletter-confirmation';
import { SignInLink, signInLinkSubject } from './templates/sign-in-link';

describe('the notice', () => {
  it('renders as HTML and plain text with its subject', async () => {
    const notice = {
      heading: 'Applications are open',
      paragraphs: ['The FY27 round opens in September.', 'Expressions of interest take about 20 minutes.'],
      action: { label: 'Apply now', url: 'https://vtrans.example.gov/gap-ta/application' },
    };
    const email = await renderMessage({ subject: 'New GAP-TA round', element: <Notice {...notice} /> });
    expect(email.subject).toBe('New GAP-TA round');
    expect(email.html).toMatch(/<html[^>]* lang="en"/);
    expect(email.html).toContain('href="https://vtrans.example.gov/gap-ta/application"');
    expect(email.text).toContain('APPLICATIONS ARE OPEN');
    expect(email.text).toContain('Expressions of interest take about 20 minutes.');
    expect(email.text).toContain('https://vtrans.example.gov/gap-ta/application');
    expect(email.text).not.toContain('<');
  });
});

describe('the newsletter confirmation', () => {
  it('carries the confirm link and the unsubscribe link in the body', async () => {
    const email = await renderMessage({
      subject: newsletterConfirmationSubject,
      element: (
        <NewsletterConfirmation
          confirmUrl="https://vtrans.example.gov/newsletter/confirm?token=abc"
          unsubscribeUrl="https://vtrans.example.gov/newsletter/unsubscribe?token=xyz"
        />
      ),
    });
    expect(email.subject).toBe('Please confirm your VTrans newsletter subscription');
    // Anyone can type in any address: the e-mail greets nobody by a name they gave (issue 54).
    expect(email.text).toContain('Hello,');
    expect(email.text).toContain('https://vtrans.example.gov/newsletter/confirm?token=abc');
    expect(email.html).toContain('href="https://vtrans.example.gov/newsletter/unsubscribe?token=xyz"');
    expect(email.replyTo).toBeUndefined();
  });
});

describe('the sign-in link', () => {
  it('says how long the link works, and names the inviter on an invitation', async () => {
    const url = 'https://vtrans.example.gov/api/auth/callback/email?token=abc';
    const asked = { url, validMinutes: 15 };
    const signIn = await renderMessage({ subject: signInLinkSubject(asked), element: <SignInLink {...asked} /> });
    expect(signIn.subject).toBe('Your VTrans sign-in link');
    expect(signIn.text).toContain(url);
    expect(signIn.text).toContain('The link works once, for 15 minutes.');
    const invitationUrl = 'https://vtrans.example.gov/api/auth/callback/email?callbackUrl=%2Finteractvtrans%2Fsubmit&token=def';
    const invited = {
      url: invitationUrl,
      invitation: { invitedBy: 'lee@oipi.example.gov', role: 'locality' as const, locality: 'City of Richmond', validDays: 7 },
    };
    const invitation = await renderMessage({ subject: signInLinkSubject(invited), element: <SignInLink {...invited} /> });
    expect(invitation.text).not.toContain('15 minutes');
    expect(invitation.subject).toBe('You are invited to sign in to VTrans');
    expect(invitation.text).toContain(
      'lee@oipi.example.gov has given you an account on the VTrans site as a locality user, who can submit spatial data, for City of Richmond.',
    );
    expect(invitation.text).toContain(invitationUrl);
    expect(invitation.text).toContain('The link works once, for 7 days.');
  });
});
