import { type Language, langWhereDifferent } from '@vtrans/contracts/languages';
import { webEnv } from '@/env';
import { thirdPartyNames } from '@/third-party';
import { siteCookies } from './site-cookies';

const words = {
  en: {
    caption: 'The cookies this site can set',
    columns: ['Name', 'Who gets it', 'For how long', 'Why'],
    prefix: 'Over a secure (https) connection each name begins with __Host-, which keeps it to this site alone.',
    scriptsHeading: 'Other companies’ scripts',
    noScripts:
      'This site loads no script from another company, and its pages talk to no other: no analytics, advertising, social media tracking or outside maps.',
    someScripts:
      'Under its present settings this site’s pages also talk to these other companies, which may set cookies of their own under their own privacy policies:',
    addressHeading: 'How long a device’s address is kept',
    address: (minutes: number) =>
      `The address a device connects from is counted against the limits on forms, comments and sign-in tries for at most ${minutes} minutes, apart from anything sent, and then forgotten.`,
  },
  es: {
    caption: 'Las cookies que este sitio puede guardar',
    columns: ['Nombre', 'Quién la recibe', 'Por cuánto tiempo', 'Para qué'],
    prefix: 'En una conexión segura (https), cada nombre empieza con __Host-, lo que la limita a este sitio.',
    scriptsHeading: 'Programas de otras empresas',
    noScripts:
      'Este sitio no carga ningún programa de otra empresa, y sus páginas no se comunican con ninguna otra: ni estadísticas de visitas, ni publicidad, ni seguimiento de redes sociales, ni mapas externos.',
    someScripts:
      'Con su configuración actual, las páginas de este sitio también se comunican con estas otras empresas, que pueden guardar sus propias cookies según sus propias políticas de privacidad (los nombres, en inglés):',
    addressHeading: 'Por cuánto tiempo se guarda la dirección de un dispositivo',
    address: (minutes: number) =>
      `La dirección desde la que se conecta un dispositivo se cuenta para los límites de formularios, comentarios e intentos de inicio de sesión por ${minutes} minutos como máximo, separada de lo que se envía, y luego se olvida.`,
  },
} satisfies Record<Language, unknown>;

/**
 * The privacy statement's facts that the running site decides (issue 62; Va. Code § 2.2-3803(B)):
 * the cookies it can set, the other companies' scripts its settings load, and how long a device's
 * address is held for the rate limits. Drawn from the code and the settings, so the statement
 * cannot promise less than the site does.
 */
export function SiteFacts({ language }: { language: Language }) {
  const text = words[language];
  const env = webEnv();
  const scripts = thirdPartyNames(env);
  const minutes = Math.ceil(Math.max(env.AUTH_RATE_WINDOW_SECONDS, env.COMMENT_RATE_WINDOW_SECONDS, env.FORM_RATE_WINDOW_SECONDS) / 60);
  return (
    <>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={text.caption}>
        <table className="data-table">
          <caption>{text.caption}</caption>
          <thead>
            <tr>
              {text.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {siteCookies.map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row">
                  <code>{cookie.name}</code>
                </th>
                <td>{cookie.who[language]}</td>
                <td>{cookie.howLong[language]}</td>
                <td>{cookie.why[language]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{text.prefix}</p>
      <h2>{text.scriptsHeading}</h2>
      {scripts.length === 0 ? (
        <p>{text.noScripts}</p>
      ) : (
        <>
          <p>{text.someScripts}</p>
          <ul lang={langWhereDifferent('en', language)}>
            {scripts.map((script) => (
              <li key={script}>{script}</li>
            ))}
          </ul>
        </>
      )}
      <h2>{text.addressHeading}</h2>
      <p>{text.address(minutes)}</p>
    </>
  );
}
