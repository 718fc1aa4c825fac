import { SpanishVersion, spanishVersionMetadata } from '@/components/spanish/spanish-version';
import { ComplaintContacts } from '@/components/title-vi/complaint-contacts';

const english = '/about/title-vi';

export const generateMetadata = () => spanishVersionMetadata(english);

/** The Title VI notice in Spanish (issue 62): staff's Spanish of the page text, then where to send a complaint, in Spanish. */
export default function SpanishTitleViPage() {
  return (
    <SpanishVersion english={english}>
      <ComplaintContacts language="es" />
    </SpanishVersion>
  );
}
