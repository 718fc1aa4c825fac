import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PeriodsList } from '@/components/comment-periods/periods-list';
import { HelpByPhone } from '@/components/spanish/help-by-phone';
import { webEnv } from '@/env';
import { spanishPages } from '@/lib/editions';
import { commentPeriodsData } from '@/server/domain/comment-periods';

const page = spanishPages.get(sitePaths.commentPeriods)!;

export const metadata: Metadata = { title: page.title, description: page.description };

/**
 * The comment periods in Spanish (issue 62), written by the team: what a period is and how to take
 * part, then every period as the English page lists them. Staff's titles stay as they wrote them.
 */
export default async function SpanishCommentPeriodsPage() {
  const periods = await commentPeriodsData();
  return (
    <div className="container content-page">
      <h1>{page.title}</h1>
      <p className="lead">
        Cuando la Junta de Transporte del Commonwealth prepara una parte del plan VTrans, abre un periodo de comentarios públicos: unas semanas en las que
        cualquier persona puede opinar. El personal lee todos los comentarios, los agrupa por tema y responde a cada uno en el registro público del periodo.
      </p>
      <p>
        Puede escribir su comentario en español, en el <Link href="/es/interactvtrans/comments/new">formulario para comentar</Link>: el personal le responde en
        español. Los títulos de los periodos y los documentos están en inglés.
      </p>
      <PeriodsList periods={periods} language="es" />
      <HelpByPhone phone={webEnv().ACCESSIBILITY_PHONE} />
    </div>
  );
}
