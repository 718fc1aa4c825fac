import { z } from 'zod';
import { asRead } from './saved-meanwhile';

/**
 * Who can do what (issue 4): the public comment; locality users submit data for their locality;
 * reviewers review; editors edit the site's content (issue 20) and nothing else; admins do all.
 */
export const roles = ['public', 'locality', 'reviewer', 'editor', 'admin'] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

/** Each role as staff read it, with what it may do (issue 59: the invite form listed the raw keys). */
export const roleNames: Record<Role, string> = {
  public: 'Member of the public: comments and newsletters only',
  locality: 'Locality: submits spatial data for its locality',
  reviewer: 'Reviewer (staff): reviews data, answers comments and requests',
  editor: 'Editor (staff): writes and publishes the site’s content',
  admin: 'Administrator: everything, with users and roles',
};
/** A role's short name, in a sentence or a table. */
export const roleShortNames: Record<Role, string> = {
  public: 'member of the public',
  locality: 'locality',
  reviewer: 'reviewer',
  editor: 'editor',
  admin: 'administrator',
};

/** Staff roles, for admin pages and staff-only APIs (comments, submissions, GAP-TA, documents). */
export const staffRoles: readonly Role[] = ['reviewer', 'admin'];

/**
 * Who runs formal comment periods (issue 41): editors and reviewers create and schedule them;
 * handling their comments (entering, tagging, answering) stays with reviewers (staffRoles).
 */
export const commentPeriodRoles: readonly Role[] = ['reviewer', 'editor', 'admin'];

/** Everyone who has a place in the admin area: its front page and their own password. */
export const adminAreaRoles: readonly Role[] = ['reviewer', 'editor', 'admin'];

/** Session lifetime: ended by 30 minutes without a request, and by 12 hours whatever happens (NIST SP 800-63B AAL2). */
export const sessionPolicy = { inactivityMinutes: 30, absoluteHours: 12 } as const;

/** An e-mailed sign-in link works once, for this long. */
export const SIGN_IN_LINK_MINUTES = 15;
/** An invitation's sign-in link works once, for this many days: invitations are opened days later. */
export const INVITATION_LINK_DAYS = 7;

export const EmailSignIn = z.object({
  email: z.string().trim().email('Please provide a valid email.').max(254, 'Please provide a valid email.'),
  callbackUrl: z.string().optional(),
});
export type EmailSignIn = z.infer<typeof EmailSignIn>;

export const PasswordSignIn = z.object({
  email: z.string().trim().email('Please provide a valid email.').max(254, 'Please provide a valid email.'),
  password: z.string().min(1, 'Please provide your password.').max(1000, 'Please provide your password.'),
  callbackUrl: z.string().optional(),
});
export type PasswordSignIn = z.infer<typeof PasswordSignIn>;

/** The same answer whether or not the address has an account, so nobody can learn who has one. */
export const authMessages = {
  linkSent: 'If that address can sign in, a sign-in link is on its way. It works once, for 15 minutes.',
  badCredentials: 'That email and password do not match an account that can sign in with a password.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

/** Where to go after signing in: only a path on this site, never another host. */
export function safeCallbackPath(callbackUrl: string | null | undefined, siteUrl: string, fallback = '/'): string {
  if (!callbackUrl) return fallback;
  const site = new URL(siteUrl);
  let target: URL;
  try {
    target = new URL(callbackUrl, site);
  } catch {
    return fallback;
  }
  // Parsed as the browser will parse it: tabs and newlines dropped, backslashes read as slashes,
  // `//host` and `/\t/host` resolved to the other host. Only this site's own addresses pass, and
  // what is kept is the path and query as the parser wrote them (encoded: no header can break).
  if (target.origin !== site.origin) return fallback;
  // This site's own address with a path that starts "//" (https://site//evil.example) keeps the
  // origin, but as a path, "//evil.example" is another host to a browser.
  if (/^[/\\]{2}/.test(target.pathname)) return fallback;
  return `${target.pathname}${target.search}`;
}

/** Users as the admin page edits them. */
export const UserRoleChange = z
  .object({
    role: Role,
    localityFips: z
      .string()
      .regex(/^51\d{3}$/, 'Please choose a Virginia locality.')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine((value) => value.role !== 'locality' || value.localityFips, {
    message: 'Locality users need a locality.',
    path: ['localityFips'],
  });

export const UserInvitation = z
  .object({
    email: z.string().trim().email('Please provide a valid email.').max(254, 'Please provide a valid email.'),
    name: z.string().trim().max(100, 'Please keep the name under 100 characters.').default(''),
  })
  .and(UserRoleChange);

/** An account's role as its form shows it: the save goes ahead only while it still reads so (issue 56). */
export const roleAsShown = (user: { role: string; locality_fips: string | null }): string => asRead({ role: user.role, localityFips: user.locality_fips });
