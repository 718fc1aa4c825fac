'use server';

import { AppError } from '@vtrans/contracts/errors';
import { SuppressionEntry } from '@vtrans/contracts/suppressions';
import { removeSuppression, suppressAddresses } from '@vtrans/db';
import { z } from 'zod';
import { formAction } from '@/server/http/action';

/** Admins: stop all e-mail to an address (a complaint by phone, a known-dead mailbox). */
export const addSuppressionAction = formAction(
  { roles: ['admin'], schema: SuppressionEntry, echo: ['email', 'detail'], revalidate: ['/admin/suppressions'] },
  async ({ email, detail }, { session, db }) => {
    if ((await suppressAddresses(db, [email], 'admin', detail, session.user.id)) === 0) {
      throw new AppError('conflict', `${email} is suppressed already.`, { fields: { email: `${email} is suppressed already.` } });
    }
    return { message: `No e-mail will go to ${email}.` };
  },
);

/** Admins: let e-mail reach an address again (the owner asked, the mailbox works again). */
export const removeSuppressionAction = formAction(
  { roles: ['admin'], schema: z.object({ email: z.string().max(254) }), revalidate: ['/admin/suppressions'] },
  async ({ email }, { db }) => {
    if (!(await removeSuppression(db, email))) throw new AppError('not-found', `${email} is not suppressed.`);
    return { message: `E-mail may reach ${email} again.` };
  },
);
