'use server';

import { contentRoles } from '@vtrans/contracts/content-editing';
import { newCalendarFeedKey } from '@vtrans/db';
import { z } from 'zod';
import { formAction } from '@/server/http/action';
import { siteAddress } from '@/server/http/site-address';

/**
 * A new address for the publishing calendar's feed (issue 63), shown once: only its key's hash is
 * kept. Making one stops the one before, which is how a leaked address is shut off.
 */
export const calendarFeedAction = formAction(
  { roles: contentRoles, schema: z.object({}), revalidate: ['/admin/content/calendar'] },
  async (_input, { session, db }) => {
    const key = await newCalendarFeedKey(db, session.user.id);
    return {
      message: `Your calendar address, shown this once: ${siteAddress(`/api/calendar/staff.ics?key=${key}`)} — add it to your calendar program as a subscription. Keep it to yourself: anyone with it sees the calendar. Making a new one stops this one.`,
    };
  },
);
