import { virginiaDateTime } from '@vtrans/contracts/dates';
import { deviceName, passkeysStillSignIn, type SecurityEvent, securityEvents } from '@vtrans/contracts/second-factor';
import { findAccountForNotice, secondFactorsOf } from '@vtrans/db';
import { composed } from '../emails/deliver';
import { Notice } from '../emails/templates/notice';
import { defineNotification, siteLink } from './notification';

/** What an event's detail names: the new role, the role a rule is about, or a factor's name. */
function detailLine(event: SecurityEvent, detail: string): string {
  if (event === 'role-changed') return `Your role is now: ${detail}.`;
  if (event.startsWith('policy-')) return `Role: ${detail}.`;
  if (event === 'admin-added') return `New administrator: ${detail}.`;
  return `Name: ${detail}.`;
}

/** What the owner is asked to do: about their own account, about the site's rules (every admin is told), or nothing. */
function whatToDo(event: SecurityEvent): string[] {
  if (event.startsWith('policy-') || event === 'admin-added') {
    return [
      'You are told because you are an administrator of the site.',
      'If you did not expect it, talk to the other administrators at once: at /admin/users any administrator can make a second factor required again, and withdraw a request to make it optional.',
    ];
  }
  if (event === 'recovery-codes-withdrawn') return ['Your app and passkeys still work. Sign in, and make new recovery codes on your account page.'];
  return [
    'If this was you, there is nothing to do.',
    'If it was not, sign in, change your password and check your second factors and sessions at once, and tell an administrator: reply to this e-mail.',
  ];
}

/**
 * Something changed an account's security (issue 38): its owner is told what, when, and from which
 * browser and address, and where to act if it was not them. Sent to the address the account has now.
 */
export const accountSecurityNotice = defineNotification({
  name: 'account-security',
  event: 'account.security',
  async compose({ userId, event, at, device, detail }, { db, settings }) {
    const account = await findAccountForNotice(db, userId);
    if (!account) return null;
    const what = securityEvents[event];
    // A new password does not stop a passkey: the ones that still sign in are named (decision 043).
    const passkeys =
      event === 'password-changed' || event === 'password-set'
        ? passkeysStillSignIn((await secondFactorsOf(db, userId)).passkeys.map((passkey) => passkey.label))
        : null;
    return composed({
      to: account.email,
      replyTo: settings.contactTo,
      subject: `Security notice for your VTrans account: ${what.replace(/[.,:;].*$/, '').toLowerCase()}`,
      element: (
        <Notice
          heading="A change to your account’s security"
          paragraphs={[
            what,
            ...(detail ? [detailLine(event, detail)] : []),
            `When: ${virginiaDateTime(at)} (Virginia time).`,
            ...(device ? [`From: ${deviceName(device.userAgent)}${device.address ? `, address ${device.address}` : ''}.`] : []),
            ...(passkeys ? [passkeys] : []),
            ...whatToDo(event),
          ]}
          action={
            event.startsWith('policy-') || event === 'admin-added'
              ? { label: 'Users and roles', url: siteLink(settings, '/admin/users') }
              : { label: 'Review your account', url: siteLink(settings, '/admin/account') }
          }
        />
      ),
    });
  },
});
