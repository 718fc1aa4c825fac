import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SpanishVersion, spanishVersionMetadata } from '@/components/spanish/spanish-version';
import { findRoute } from '@/server/http/routes/find-route';

type Params = Promise<{ path: string[] }>;

/** The English address this Spanish one stands for, when the English site has a page there. */
function englishPage(segments: string[]): string | null {
  const path = `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
  const route = findRoute(path);
  return route?.kind === 'page' && !route.pattern.startsWith('/es') ? path : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const english = englishPage((await params).path);
  return english ? spanishVersionMetadata(english) : {};
}

/**
 * `/es/<path>` of an English page (issue 62): staff's Spanish version when there is one; else says
 * in Spanish that there is none yet (SpanishVersion). An address the English site lacks too is not found.
 */
export default async function SpanishPage({ params }: { params: Params }) {
  const english = englishPage((await params).path);
  if (!english) notFound();
  return <SpanishVersion english={english} />;
}
