import { isoDateIn } from '@vtrans/contracts/dates';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { TelephoneLink } from '@/components/telephone-link';
import { webEnv } from '@/env';
import { spanishPages } from '@/lib/editions';
import { meetingTime } from '@/lib/meeting-time';
import { meetingsData } from '@/server/domain/content-api';
import { feedAddresses } from '@/server/domain/feeds';
import { upcomingItems } from '@/server/domain/upcoming';

const english = '/get-involved/meetings';
const page = spanishPages.get(english)!;

export const metadata: Metadata = { title: page.title, description: page.description };

/**
 * The meetings page in Spanish (issue 62), written by the team: the upcoming meetings with their
 * times in Spanish, in the zone each was set in, and how to ask for an interpreter. What staff
 * wrote about each meeting is shown as written, in English, and marked so; a meeting's own page
 * is English, and its link says so.
 */
export default async function SpanishMeetingsPage() {
  const upcoming = upcomingItems(await meetingsData());
  const phone = webEnv().ACCESSIBILITY_PHONE;
  return (
    <div className="container content-page">
      <h1>{page.title}</h1>
      <p className="lead">
        Las reuniones públicas y los seminarios web de VTrans se realizan en inglés. Si quiere participar en español, pida un intérprete sin costo: llame al{' '}
        <TelephoneLink phone={phone} /> o <Link href="/es/get-involved/contact-us">escríbanos</Link>, con la mayor anticipación posible, y díganos a qué reunión
        quiere ir.
      </p>
      <h2 id="upcoming-meetings">Próximas reuniones y seminarios web</h2>
      {upcoming.length === 0 ? (
        <p>Todavía no hay reuniones programadas. Las nuevas se anuncian en las novedades del programa y en el boletín (en inglés).</p>
      ) : (
        <ul className="item-list" aria-labelledby="upcoming-meetings">
          {upcoming.map((item) => (
            <li key={item.key}>
              {item.startsAt ? (
                <time dateTime={item.startsAt.toISOString()}>{meetingTime(item.startsAt, item.timeZone, 'es')}</time>
              ) : (
                item.day && <time dateTime={item.day}>{isoDateIn('es', item.day)}</time>
              )}
              {item.article ? (
                <>
                  <Link href={sitePaths.meeting(item.article)} lang="en">
                    {item.title}
                  </Link>{' '}
                  (página en inglés)
                </>
              ) : (
                <strong lang="en">{item.title}</strong>
              )}
              <p lang="en">{item.summary}</p>
              <p className="meeting-where">
                {item.place && (
                  <>
                    Dónde: <span lang="en">{item.place}</span>
                  </>
                )}
                {item.onlineUrl && (
                  <>
                    {item.place && ' · '}
                    <a href={item.onlineUrl}>
                      Participar en línea
                      <span className="visually-hidden">
                        : <span lang="en">{item.title}</span>
                      </span>
                    </a>
                  </>
                )}
                {(item.place || item.onlineUrl) && ' · '}
                <a href={item.calendar}>
                  Agregar a su calendario (.ics)
                  <span className="visually-hidden">
                    : <span lang="en">{item.title}</span>
                  </span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={feedAddresses.meetings}>Suscríbase a todas las próximas reuniones en su calendario (iCalendar, .ics)</a>
      </p>
      <p>
        Los comentarios sobre el plan también se reciben en periodos formales, en línea y en las reuniones: vea los{' '}
        <Link href={`/es${sitePaths.commentPeriods}`}>periodos de comentarios públicos</Link>. Las reuniones pasadas están en la{' '}
        <Link href={english} hrefLang="en">
          página de reuniones en inglés
        </Link>
        .
      </p>
    </div>
  );
}
