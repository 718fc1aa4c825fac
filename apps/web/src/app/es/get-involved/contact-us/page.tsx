import { sitePaths } from '@vtrans/contracts/site-paths';
import Link from 'next/link';
import { ContactFormView } from '@/components/contact-form';
import { OfficeAddress } from '@/components/office/office-address';
import { SpanishVersion, spanishVersionMetadata } from '@/components/spanish/spanish-version';

const english = '/get-involved/contact-us';

export const generateMetadata = () => spanishVersionMetadata(english);

/**
 * The contact page in Spanish (issue 62): staff's Spanish of the page text, then the contact form
 * in Spanish — the message records that it was written in Spanish, the sender's receipt is in
 * Spanish and staff are told to answer in it — and the office's address.
 */
export default function SpanishContactUsPage() {
  return (
    <SpanishVersion english={english}>
      <p>
        Para comentar sobre el plan durante un periodo formal de comentarios, vea los{' '}
        <Link href={`/es${sitePaths.commentPeriods}`}>periodos de comentarios públicos</Link>; para comentar en cualquier momento sobre una carretera o un
        lugar, use el formulario <Link href="/es/interactvtrans/comments/new">Comente sobre un lugar</Link>.
      </p>
      <h2>Envíenos un mensaje</h2>
      <ContactFormView language="es" />
      <h2>
        Oficina de Planificación e Inversión Intermodal <span lang="en">(Office of Intermodal Planning and Investment)</span>
      </h2>
      <OfficeAddress language="es" />
    </SpanishVersion>
  );
}
