import type { Metadata } from 'next';
import { HelpByPhone } from '@/components/spanish/help-by-phone';
import { SpanishPagesList } from '@/components/spanish/spanish-pages-list';
import { webEnv } from '@/env';

export const metadata: Metadata = {
  title: 'No encontramos la página',
  description: 'La página que buscaba no está en el sitio de VTrans.',
};

/** An /es address that has no page in either edition, in Spanish. */
export default function SpanishNotFound() {
  return (
    <div className="container content-page">
      <h1>No encontramos la página</h1>
      <p>Es posible que la página se haya movido o que la dirección tenga un error.</p>
      <h2>Páginas en español</h2>
      <SpanishPagesList />
      <HelpByPhone phone={webEnv().ACCESSIBILITY_PHONE} />
    </div>
  );
}
