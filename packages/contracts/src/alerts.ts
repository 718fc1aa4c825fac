import { z } from 'zod';

/**
 * Locality alerts (issue 21): anyone may ask, without an account, to hear about what happens in
 * the localities they choose — new public comments there, staff responses to them, spatial layers
 * published there, program updates and meetings editors tagged with them — at once or in one
 * e-mail a day. Double opt-in, like the newsletter.
 */

export const alertTopics = ['comments', 'responses', 'layers', 'updates'] as const;
export type AlertTopic = (typeof alertTopics)[number];

export const alertTopicLabels: Record<AlertTopic, string> = {
  comments: 'New public comments on the map',
  responses: 'Staff responses to comments',
  layers: 'Spatial data layers published',
  updates: 'Program updates and meetings about them',
};

export const alertFrequencies = ['immediate', 'daily'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

export const alertFrequencyLabels: Record<AlertFrequency, string> = {
  immediate: 'One e-mail for each, as it happens',
  daily: 'One e-mail a day listing everything new (none on a day with nothing new)',
};

/** A person picks at most this many localities. */
export const MAX_ALERT_LOCALITIES = 20;

const fips = z.string().regex(/^\d{5}$/, 'Please choose localities from the list.');

/** What a person chooses: the localities, the topics and how often (the sign-up and the manage page). */
export const AlertPreferences = z.object({
  localities: z
    .array(fips, { error: 'Please choose at least one locality.' })
    .min(1, 'Please choose at least one locality.')
    .max(MAX_ALERT_LOCALITIES, `Please choose at most ${MAX_ALERT_LOCALITIES} localities.`)
    .transform((values) => [...new Set(values)]),
  topics: z
    .array(z.enum(alertTopics, { error: 'Please choose topics from the list.' }), { error: 'Please choose at least one topic.' })
    .min(1, 'Please choose at least one topic.')
    .transform((values) => [...new Set(values)]),
  frequency: z.enum(alertFrequencies, { error: 'Please choose how often.' }),
});
export type AlertPreferences = z.infer<typeof AlertPreferences>;

/** The sign-up: an address and its preferences. */
export const AlertSignup = AlertPreferences.extend({
  email: z.string().trim().toLowerCase().email('Please give a valid e-mail address.').max(254, 'Please give a valid e-mail address.'),
});
export type AlertSignup = z.infer<typeof AlertSignup>;
