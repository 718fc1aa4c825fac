import { describe, expect, it } from 'vitest';
import { submitterOutcomeStatuses } from './submission-outcome';
import { submitterNotifiedStatuses } from './submissions';

describe('the submitter’s notices', () => {
  // The resend route (/api/email/spatial-data-create) answers 404 for a status outside the
  // contracts' list; the e-mail must have words for every status on it, and no other.
  it('cover exactly the statuses the contracts say the submitter hears about', () => {
    expect([...submitterOutcomeStatuses].sort()).toEqual([...submitterNotifiedStatuses].sort());
  });
});
