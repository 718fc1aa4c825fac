import type { Metadata } from 'next';
import Link from 'next/link';
import { PhoneComment } from '@/components/comments/phone-comment';
import { HelpByPhone } from '@/components/spanish/help-by-phone';
import { webEnv } from '@/env';
import { spanishPages } from '@/lib/editions';

const page = spanishPages.get('/interactvtrans/comments/new')!;

export const metadata: Metadata = { title: page.title, description: page.description };

/**
 * Commenting on a place in Spanish (issue 62), a phone first, as the English page: find the place
 * or use your location, drop a pin, say what it is about — every word of it in Spanish. The
 * comment records that it was written here, so its receipt and staff's reply are in Spanish;
 * `?period=` from a period's record chooses the period. The no-map way is the Spanish list's form.
 */
export default function SpanishNewCommentPage() {
  return (
    <div className="phone-comment-page">
      <div className="container">
        <h1>{page.title}</h1>
        <p>
          Cuéntenos sobre un lugar de Virginia por donde usted viaja: un cruce peligroso, una parada de autobús, una acera que falta. Escriba en español; el
          personal lee todos los comentarios y le responde en español si nos da su correo electrónico. Su comentario y su nombre se publican; su correo
          electrónico nunca se publica.
        </p>
        <p className="phone-comment-page__alternative">
          ¿Prefiere no usar un mapa? <Link href="/es/interactvtrans/comments#add-comment">Comente eligiendo una localidad</Link>.
        </p>
      </div>
      <PhoneComment language="es" />
      <div className="container">
        <HelpByPhone phone={webEnv().ACCESSIBILITY_PHONE} />
      </div>
    </div>
  );
}
