import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { HelpByPhone } from '@/components/spanish/help-by-phone';
import { webEnv } from '@/env';
import { spanishPages } from '@/lib/editions';

const page = spanishPages.get('/')!;

export const metadata: Metadata = { title: { absolute: page.title }, description: page.description };

/** Links to pages that are only in English: said in the link, and marked for screen readers. */
const englishPages: [string, string][] = [
  ['/about/about-vtrans', 'El plan: la visión de la Junta, las necesidades de los próximos diez años y los riesgos de los próximos veinte'],
  ['/about/gap-ta', 'GAP-TA: asistencia técnica para gobiernos locales'],
  ['/interactvtrans/about', 'InteractVTrans: los datos del plan en mapas y gráficos'],
];

/**
 * The Spanish home page (issue 62), written in Spanish by the team: what VTrans is, how to take
 * part, and how to get help from a person in Spanish. Where a way in is still an English page, the
 * link says so.
 */
export default function SpanishHomePage() {
  const phone = webEnv().ACCESSIBILITY_PHONE;
  return (
    <div className="container">
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{page.title}</h1>
        <p className="lead">
          VTrans es el plan de transporte a largo plazo del Commonwealth de Virginia. Lo prepara la Oficina de Planificación e Inversión Intermodal para la
          Junta de Transporte del Commonwealth. Dice qué necesita el transporte de Virginia —carreteras, autobuses, trenes, bicicletas y aceras— en los próximos
          diez años, y qué riesgos y oportunidades vienen en los próximos veinte.
        </p>
      </section>
      <HelpByPhone phone={phone} />
      <section aria-labelledby="opinion-heading">
        <h2 id="opinion-heading">Dé su opinión</h2>
        <p>
          Puede comentar sobre un lugar de Virginia por donde usted viaja: un cruce peligroso, una parada de autobús, una acera que falta. Escriba en español:
          el personal lee todos los comentarios y le responde en español.
        </p>
        <p>
          <Link href="/es/interactvtrans/comments/new">Comentar sobre un lugar</Link>
        </p>
        <p>
          Cuando la Junta pide comentarios sobre una parte del plan, el periodo de comentarios se anuncia en{' '}
          <Link href={`/es${sitePaths.commentPeriods}`}>la página de periodos de comentarios</Link>, con lo que se dijo y cómo se respondió en cada uno. También
          puede comentar por teléfono, con un intérprete, en el número de arriba.
        </p>
      </section>
      <section aria-labelledby="write-heading">
        <h2 id="write-heading">Escríbanos</h2>
        <p>
          ¿Tiene una pregunta sobre VTrans? <Link href="/es/get-involved/contact-us">Envíenos un mensaje en español</Link>: el personal le responde en español.
        </p>
      </section>
      <section aria-labelledby="rights-heading">
        <h2 id="rights-heading">Sus derechos</h2>
        <p>
          La Oficina no discrimina por raza, color u origen nacional —lo que incluye el idioma que usted habla— en ningún programa o actividad (Título VI de la
          Ley de Derechos Civiles de 1964). Usted tiene derecho a recibir, sin costo, la ayuda de un intérprete y los documentos importantes en español. Si cree
          que se le negó ese derecho, llame al mismo número.
        </p>
      </section>
      <section aria-labelledby="english-heading">
        <h2 id="english-heading">Páginas que están solo en inglés</h2>
        <ul>
          {englishPages.map(([href, label]) => (
            <li key={href}>
              <a href={href} hrefLang="en">
                {label} (en inglés)
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
