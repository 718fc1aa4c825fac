import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { NonMapCommentForm } from '@/components/comments/non-map-comment-form';
import { HelpByPhone } from '@/components/spanish/help-by-phone';
import { webEnv } from '@/env';
import { spanishPages } from '@/lib/editions';
import { localityPlacesData } from '@/server/domain/places';

const page = spanishPages.get('/interactvtrans/comments/new')!;

export const metadata: Metadata = { title: page.title, description: page.description };

/**
 * Commenting in Spanish (issue 62): the no-map form (a locality from the list, and an address or
 * place in words), every word of it in Spanish. The comment records that it was written here, so
 * its receipt and staff's reply are in Spanish; `?period=` from a period's record chooses the period.
 */
export default async function SpanishNewCommentPage() {
  const localities = await localityPlacesData();
  return (
    <div className="container content-page">
      <h1>{page.title}</h1>
      <p className="lead">
        Cuéntenos sobre un lugar de Virginia por donde usted viaja: un cruce peligroso, una parada de autobús, una acera que falta. Escriba en español; el
        personal lee todos los comentarios y le responde en español si nos da su correo electrónico.
      </p>
      <p>
        Su comentario y su nombre se publican en la lista de comentarios y en el mapa; su correo electrónico nunca se publica. Si su comentario es sobre un{' '}
        <Link href={`/es${sitePaths.commentPeriods}`}>periodo de comentarios abierto</Link>, elíjalo en el formulario.
      </p>
      <NonMapCommentForm localities={localities.map(({ fips, name, point }) => ({ fips, name, point }))} language="es" />
      <HelpByPhone phone={webEnv().ACCESSIBILITY_PHONE} />
    </div>
  );
}
