import type { Metadata } from 'next';
import Link from 'next/link';
import { PlatformTabs } from '@/components/interactvtrans/platform-tabs';
import { type ExplorerSearchParams, MapExplorerPage } from '@/components/map-explorer/map-explorer-page';
import { spanishPages } from '@/lib/editions';

const route = '/es/interactvtrans/map-explorer';
const page = spanishPages.get('/interactvtrans/map-explorer')!;

export const metadata: Metadata = { title: page.title, description: page.description };

type Props = { searchParams: Promise<ExplorerSearchParams> };

/**
 * The Map Explorer in Spanish (issue 62), the frame and every word of the tool written by the
 * team: the same layers, comments, shared views and drawing, with a comment posted from here
 * recorded as Spanish (its receipt and staff's reply are in Spanish). The layers' names and
 * fields are staff's data, in English, marked so.
 */
export default async function SpanishMapExplorerPage({ searchParams }: Props) {
  return (
    <div className="explorer-page">
      <PlatformTabs current={route} language="es" />
      <MapExplorerPage
        searchParams={await searchParams}
        language="es"
        heading={page.title}
        intro="Vea en el mapa los corredores, las necesidades y los datos del plan VTrans, y lo que la gente comentó sobre cada lugar. Deje su comentario dibujando un punto, una línea o un área. Los nombres de las capas y sus datos están en inglés."
        missingNote="Esa vista compartida o ese comentario ya no existe; se muestra toda Virginia."
        desktopOnly={
          <p>
            <strong>El explorador de mapas necesita una pantalla más grande.</strong> En esta pantalla puede{' '}
            <Link href="/es/interactvtrans/comments/new">comentar sobre un lugar en el mapa</Link> o{' '}
            <Link href="/es/interactvtrans/comments">leer los comentarios</Link>.
          </p>
        }
      />
    </div>
  );
}
