import { hostedFileName } from '@vtrans/contracts/accessible-documents';
import { sitePaths } from '@vtrans/contracts/site-paths';
import Link from 'next/link';
import { ContactFormView } from '@/components/contact-form';
import { OfficeAddress } from '@/components/office/office-address';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';
import { webEnv } from '@/env';

const route = '/get-involved/contact-us';

export const generateMetadata = () => pageMetadata(route);

type Props = { searchParams: Promise<{ document?: string | string[] }> };

/**
 * The message a request for an accessible document starts with (from the accessibility notice's
 * "Request Assistance"): the file's name and its address. Only a hosted file is named.
 */
function assistanceRequest(document: string | string[] | undefined): string | undefined {
  if (typeof document !== 'string' || document.length > 500) return undefined;
  const fileName = hostedFileName(document);
  if (!fileName) return undefined;
  const address = new URL(document, webEnv().SITE_URL);
  if (address.origin !== new URL(webEnv().SITE_URL).origin) return undefined;
  return `I would like an accessible version of the file "${fileName}" (${address.href}).\n\n`;
}

export default async function ContactUsPage({ searchParams }: Props) {
  const initialMessage = assistanceRequest((await searchParams).document);
  return (
    <ContentPage route={route}>
      <p>
        To comment on the plan itself during a formal comment period, see <Link href={sitePaths.commentPeriods}>public comment periods</Link>; to comment on a
        road or place at any time, <Link href="/interactvtrans/comments/new">comment on a place</Link>.
      </p>
      <h2>Send us a message</h2>
      <ContactFormView initialMessage={initialMessage} />
      <h2>Office of Intermodal Planning and Investment</h2>
      <OfficeAddress />
    </ContentPage>
  );
}
