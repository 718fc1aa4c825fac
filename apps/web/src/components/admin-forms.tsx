'use client';

import { useFormAction } from '@/components/use-form-action';
import { type Role, roleAsShown, roleNames, roles } from '@vtrans/contracts/auth';

import type { ActionResult } from '@vtrans/contracts/action-result';
import { inviteUserAction, removeUserAction, setUserDisabledAction, setUserRoleAction } from '@/actions/users';
import { ConsequentialForm } from '@/components/consequential-form';
import { useShownOutcome } from '@/components/outcome-group';
import { ActionOutcome } from '@/components/action-outcome';

type Locality = { fips: string; full_name: string };
/** A server action as the admin forms call it. */
export type AdminAction = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;

export function useAdminAction(action: AdminAction) {
  const [result, formAction, pending] = useFormAction(action, null);
  // Within an OutcomeGroup, a later answer of another form replaces this one's (issue 56: “Added the theme” stayed after later actions).
  const shown = useShownOutcome(result);
  const values: Partial<Record<string, string>> = result && !result.ok ? (result.values ?? {}) : {};
  return { formAction, pending, result, outcome: <ActionOutcome result={shown} />, values };
}

function RoleFields({ idPrefix, role, localityFips, localities }: { idPrefix: string; role?: Role; localityFips?: string | null; localities: Locality[] }) {
  return (
    <>
      <label htmlFor={`${idPrefix}-role`}>Role</label>
      {/* Keyed by the values so the selects pick them up again after React resets the form. */}
      {/* No role is chosen for an invitation until the admin chooses one (issue 59: it was "public"). */}
      {/* Required only with the empty first choice: a required select must start with one (HTML's rule). */}
      <select key={`role-${role}`} id={`${idPrefix}-role`} name="role" defaultValue={role ?? ''} required={!role}>
        {!role && (
          <option value="" disabled>
            Choose a role
          </option>
        )}
        {roles.map((candidate) => (
          <option key={candidate} value={candidate}>
            {roleNames[candidate]}
          </option>
        ))}
      </select>
      <label htmlFor={`${idPrefix}-locality`}>Locality (for locality users)</label>
      <select key={`locality-${localityFips}`} id={`${idPrefix}-locality`} name="localityFips" defaultValue={localityFips ?? ''}>
        <option value="">None</option>
        {localities.map((locality) => (
          <option key={locality.fips} value={locality.fips}>
            {locality.full_name}
          </option>
        ))}
      </select>
    </>
  );
}

export function InviteUserForm({ localities }: { localities: Locality[] }) {
  const { formAction, pending, outcome, values } = useAdminAction(inviteUserAction);
  return (
    <form action={formAction} className="stacked-form" aria-label="Invite a user">
      {outcome}
      <label htmlFor="invite-email">Email</label>
      <input id="invite-email" name="email" type="email" required defaultValue={values.email} />
      <label htmlFor="invite-name">Name</label>
      <input id="invite-name" name="name" defaultValue={values.name} />
      <RoleFields idPrefix="invite" role={values.role as Role | undefined} localityFips={values.localityFips} localities={localities} />
      <button type="submit" className="button" disabled={pending}>
        Invite
      </button>
    </form>
  );
}

export function UserRoleForm({ user, localities }: { user: { id: string; email: string; role: Role; locality_fips: string | null }; localities: Locality[] }) {
  const { formAction, pending, outcome, values } = useAdminAction(setUserRoleAction);
  return (
    <form action={formAction} className="inline-form" aria-label={`Role of ${user.email}`}>
      <input type="hidden" name="userId" value={user.id} />
      {/* The role as drawn: a save over another admin's later change is refused (issue 56). */}
      <input type="hidden" name="readAs" value={roleAsShown(user)} />
      <RoleFields
        idPrefix={`user-${user.id}`}
        role={(values.role as Role | undefined) ?? user.role}
        localityFips={values.localityFips ?? user.locality_fips}
        localities={localities}
      />
      <button type="submit" className="button" disabled={pending}>
        Save
      </button>
      {outcome}
    </form>
  );
}

/** An account's state and what an admin may do to it: disable or enable it, remove it once what goes has been said (issue 56). */
export function UserAccountForms({ user, self }: { user: { id: string; email: string; disabled_at: Date | null }; self: boolean }) {
  const switched = useAdminAction(setUserDisabledAction);
  if (self) return <p>Your own account</p>;
  return (
    <div className="account-forms">
      <form action={switched.formAction} aria-label={`Account of ${user.email}`}>
        <input type="hidden" name="userId" value={user.id} />
        <input type="hidden" name="disabled" value={user.disabled_at ? 'false' : 'true'} />
        <button type="submit" className="button button--small button--outline" disabled={switched.pending}>
          {user.disabled_at ? 'Enable' : 'Disable'}
          <span className="visually-hidden"> {user.email}</span>
        </button>
        {switched.outcome}
      </form>
      <ConsequentialForm
        action={removeUserAction}
        opener={
          <>
            Remove…<span className="visually-hidden"> {user.email}</span>
          </>
        }
      >
        <input type="hidden" name="userId" value={user.id} />
      </ConsequentialForm>
    </div>
  );
}
