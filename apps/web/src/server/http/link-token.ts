import 'server-only';
import { LinkToken } from '@vtrans/contracts/newsletter';

/** The token an e-mailed link's page posts back (confirm, unsubscribe), or null when it is not one. */
export function linkTokenOf(formData: FormData): string | null {
  const parsed = LinkToken.safeParse(formData.get('token'));
  return parsed.success ? parsed.data : null;
}
