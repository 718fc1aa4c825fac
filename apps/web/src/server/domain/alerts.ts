import 'server-only';
import { findAlertSubscription } from '@vtrans/db';
import { readPublic } from '../platform/db';

/** The subscription a manage link is for; undefined when the link is unknown. */
export const alertSubscriptionData = (token: string) => readPublic(findAlertSubscription, token);
