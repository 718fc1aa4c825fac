import { ContactFormView } from '@/components/contact-form';
import { ContentPage, pageMetadata } from '@/server/pages';
import { webEnv } from '@/env';

const route = '/get-involved/contact-us';

export const generateMetadata = () => pageMetadata(route);

export default function ContactUsPage() {
  return (
    <ContentPage route={route}>
      <h2>Send us a message</h2>
      <ContactFormView />
      <h2>Office of Intermodal Planning and Investment</h2>
      <address>
        1221 East Broad Street, Richmond, VA 23219
        <br />
        Phone: <a href={`tel:${webEnv().ACCESSIBILITY_PHONE.replace(/[^\d+]/g, '')}`}>{webEnv().ACCESSIBILITY_PHONE}</a>
      </address>
    </ContentPage>
  );
}
