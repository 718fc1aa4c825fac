import { Text } from '@react-email/components';
import type { Role } from '@vtrans/contracts/auth';
import { EmailButton, EmailLayout, textStyle } from './layout';

/** An admin's invitation: who invited them, the role and locality given, and how many days the link works. */
export interface Invitation {
  invitedBy: string;
  role: Role;
  locality?: string;
  validDays: number;
}

interface Props {
  url: string;
  validMinutes?: number;
  invitation?: Invitation;
}

const roleNames: Record<Invitation['role'], string> = {
  public: 'a member of the public',
  locality: 'a locality user, who can submit spatial data',
  reviewer: 'a reviewer, who answers comments and reviews submissions',
  editor: 'an editor, who writes and publishes the site’s content',
  admin: 'an administrator',
};

export function signInLinkSubject({ invitation }: Props): string {
  return invitation ? 'You are invited to sign in to VTrans' : 'Your VTrans sign-in link';
}

/** The e-mailed sign-in link (single use, short-lived), or an invitation that signs the invitee in. */
export function SignInLink({ url, validMinutes, invitation }: Props) {
  const validFor = invitation ? `${invitation.validDays} days` : `${validMinutes} minutes`;
  return (
    <EmailLayout
      preview={invitation ? `${invitation.invitedBy} has given you an account on VTrans.` : `Sign in to VTrans. The link works once, for ${validFor}.`}
      heading={invitation ? 'You are invited to VTrans' : 'Sign in to VTrans'}
    >
      {invitation && (
        <Text style={textStyle}>
          {invitation.invitedBy} has given you an account on the VTrans site as {roleNames[invitation.role]}
          {invitation.locality ? `, for ${invitation.locality}` : ''}. The button below signs you in. Later, sign in with this e-mail address: we will e-mail
          you a link each time. Staff can also set a password once signed in.
        </Text>
      )}
      <EmailButton href={url}>Sign in</EmailButton>
      <Text style={textStyle}>Or copy this link into your browser: {url}</Text>
      <Text style={textStyle}>
        The link works once, for {validFor}.{' '}
        {invitation
          ? 'If you did not expect this invitation, ignore this e-mail.'
          : 'If you did not ask to sign in, ignore this e-mail: nobody can sign in without it.'}
      </Text>
    </EmailLayout>
  );
}
