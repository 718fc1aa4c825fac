import { SiteFacts } from '@/components/privacy/site-facts';
import { SpanishVersion, spanishVersionMetadata } from '@/components/spanish/spanish-version';

const english = '/about/privacy';

export const generateMetadata = () => spanishVersionMetadata(english);

/** The privacy statement in Spanish (issue 62): staff's Spanish of the page text, then the running site's facts, in Spanish. */
export default function SpanishPrivacyPage() {
  return (
    <SpanishVersion english={english}>
      <SiteFacts language="es" />
    </SpanishVersion>
  );
}
