import { sitePaths } from '@vtrans/contracts/site-paths';
import { findLocality } from '@vtrans/db';
import { composed } from '../emails/deliver';
import { SignInLink, signInLinkSubject } from '../emails/templates/sign-in-link';
import { defineNotification, siteLink } from './notification';

/** The link someone asked for to sign in, or an admin's invitation: to the address it was asked for. */
export const signInLink = defineNotification({
  name: 'sign-in-link',
  event: 'auth.sign-in-link',
  async compose({ email, token, callbackUrl, validMinutes, invitation }, { db, settings }) {
    const url = siteLink(settings, sitePaths.signInLink(token, callbackUrl));
    const locality = invitation?.localityFips ? (await findLocality(db, invitation.localityFips))?.name : undefined;
    const props = invitation
      ? { url, invitation: { invitedBy: invitation.invitedBy, role: invitation.role, locality, validDays: Math.round(validMinutes / (24 * 60)) } }
      : { url, validMinutes };
    return composed({ to: email, subject: signInLinkSubject(props), element: <SignInLink {...props} /> });
  },
});
