import { isoDateIn } from '@vtrans/contracts/dates';
import { meetingAnchor } from '@vtrans/contracts/languages';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { TelephoneLink } from '@/components/telephone-link';
import { webEnv } from '@/env';
import { spanishPages } from '@/lib/editions';
import { meetingTime } from '@/lib/meeting-time';
import { meetingsData } from '@/server/domain/content-api';
import { feedAddresses } from '@/server/domain/feeds';
import { spanishEventTranslations, spanishMeetingTranslations } from '@/server/domain/translations';
import { type Upcoming, upcomingItems } from '@/server/domain/upcoming';

const english = '/get-involved/meetings';
const page = spanishPages.get(english)!;

export const metadata: Metadata = { title: page.title, description: page.description };

type Translations = {
  meetings: Awaited<ReturnType<typeof spanishMeetingTranslations>>;
  events: Awaited<ReturnType<typeof spanishEventTranslations>>;
};

/**
 * A meeting's or event's title and intro as a Spanish reader gets them: staff's Spanish where
 * written (with a note when the English changed since), or the English, marked as English. An
 * event that stands for a meeting shows the meeting's Spanish first. Its time and place are always
 * the English's own.
 */
function wordsOf(item: Upcoming, translations: Translations) {
  const meeting = item.article ? translations.meetings.get(item.article) : undefined;
  if (meeting)
    return {
      title: meeting.fields.title,
      summary: meeting.fields.intro,
      lang: undefined,
      behind: meeting.state === 'behind' && { what: 'La reunión', english: sitePaths.meeting(item.article!) },
    };
  const event = item.event === undefined ? undefined : translations.events.get(String(item.event));
  if (event)
    return {
      title: event.fields.title,
      summary: event.fields.description,
      lang: undefined,
      behind: event.state === 'behind' && { what: 'El evento', english },
    };
  return { title: item.title, summary: item.summary, lang: 'en', behind: false as const };
}

/**
 * The meetings page in Spanish (issue 62), written by the team: the upcoming meetings with their
 * times in Spanish, in the zone each was set in, and how to ask for an interpreter. What staff
 * wrote about each meeting is shown in staff's Spanish where they wrote it, else as written in
 * English and marked so; a meeting's own page is English, and its link says so.
 */
export default async function SpanishMeetingsPage() {
  const [upcoming, meetings, events] = await Promise.all([meetingsData().then(upcomingItems), spanishMeetingTranslations(), spanishEventTranslations()]);
  const translations = { meetings, events };
  // Each entry carries its own anchor (an event's, or a meeting's); the first entry of each meeting
  // also carries the meeting's (spanishAddressOf leads there) when it is an event standing for it.
  const anchored = new Set<string>();
  const meetingAnchorOf = (item: Upcoming) => {
    if (!item.article || anchored.has(item.article)) return null;
    anchored.add(item.article);
    return item.key === meetingAnchor(item.article) ? null : meetingAnchor(item.article);
  };
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
          {upcoming.map((item) => {
            const words = wordsOf(item, translations);
            const alsoMeeting = meetingAnchorOf(item);
            return (
              <li key={item.key} id={item.key}>
                {alsoMeeting && <span id={alsoMeeting} />}
                {item.startsAt ? (
                  <time dateTime={item.startsAt.toISOString()}>{meetingTime(item.startsAt, item.timeZone, 'es')}</time>
                ) : (
                  item.day && <time dateTime={item.day}>{isoDateIn('es', item.day)}</time>
                )}
                {item.article ? (
                  <>
                    <Link href={sitePaths.meeting(item.article)} hrefLang="en" lang={words.lang}>
                      {words.title}
                    </Link>{' '}
                    (página en inglés)
                  </>
                ) : (
                  <strong lang={words.lang}>{words.title}</strong>
                )}
                <p lang={words.lang}>{words.summary}</p>
                {words.behind && (
                  <p className="translation-behind">
                    {words.behind.what} cambió en inglés después de esta traducción: la hora y el lugar de aquí están al día; para el resto, vea la{' '}
                    <Link href={words.behind.english} hrefLang="en">
                      página en inglés
                    </Link>
                    .
                  </p>
                )}
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
                          : <span lang={words.lang}>{words.title}</span>
                        </span>
                      </a>
                    </>
                  )}
                  {(item.place || item.onlineUrl) && ' · '}
                  <a href={item.calendar}>
                    Agregar a su calendario (.ics)
                    <span className="visually-hidden">
                      : <span lang={words.lang}>{words.title}</span>
                    </span>
                  </a>
                </p>
              </li>
            );
          })}
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
