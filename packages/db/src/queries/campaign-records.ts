import { AppError } from '@vtrans/contracts/errors';
import type { CampaignStatus } from '@vtrans/contracts/campaigns';
import type { Trx } from '../db';
import { recordAudit } from './audit';

// What every change to a campaign starts and ends with: the campaign locked at the version the
// person saw, and the audit entry in the same transaction. Shared by writing and sending
// (campaigns.ts) and reviewing (campaign-reviews.ts).

const conflict = () => new AppError('conflict', 'Someone else changed this campaign while you were looking at it. Reload the page to see what it is now.');

/** The campaign at the version the person saw, locked; a conflict when it changed since, or when its status does not allow `doing`. */
export async function lockCampaignAt(trx: Trx, campaignId: string, version: number, allowed: readonly CampaignStatus[], doing: string) {
  const campaign = await trx.selectFrom('campaigns').selectAll().where('id', '=', campaignId).forUpdate().executeTakeFirst();
  if (!campaign) throw new AppError('not-found', 'No such campaign.');
  if (campaign.version !== version) throw conflict();
  if (!allowed.includes(campaign.status)) throw new AppError('conflict', `A campaign that is ${campaign.status} cannot be ${doing}.`);
  return campaign;
}

/** Who did what to which campaign (none: the worker, on its own), in the same transaction as the change. */
export async function auditCampaign(trx: Trx, actorId: string | null, action: string, campaignId: string, details: Record<string, unknown> = {}) {
  await recordAudit(trx, { actorId, action, subject: `campaign:${campaignId}`, details });
}
