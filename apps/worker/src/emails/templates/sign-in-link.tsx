import { Text } from '@react-email/components';
import type { EmailJob } from '@vtrans/contracts';
import { EmailButton, EmailLayout, textStyle } from './layout';

type Props = Extract<EmailJob, { template: 'sign-in-link' }>['data'];

export function signInLinkSubject({ invitedBy }: Props): string {
  return invitedBy ? 'You are invited to sign in to VTrans' : 'Your VTrans sign-in link';
}

/** The e-mailed sign-in link (single use, short-lived), also used for invitations. */
export function SignInLink({ url, validMinutes, invitedBy }: Props) {
  return (
    <EmailLayout
      preview={validMinutes ? `Sign in to VTrans. The link works once, for ${validMinutes} minutes.` : 'You have an account on VTrans.'}
      heading={invitedBy ? 'You are invited to VTrans' : 'Sign in to VTrans'}
    >
      {invitedBy && (
        <Text style={textStyle}>
          {invitedBy} has given you an account on the VTrans site. Sign in with this e-mail address: we will e-mail you a
          link each time. Staff can also set a password once signed in.
        </Text>
      )}
      <EmailButton href={url}>Sign in</EmailButton>
      <Text style={textStyle}>Or copy this link into your browser: {url}</Text>
      {validMinutes && (
        <Text style={textStyle}>
          The link works once, for {validMinutes} minutes. If you did not ask to sign in, ignore this e-mail: nobody can
          sign in without it.
        </Text>
      )}
    </EmailLayout>
  );
}
