import { sessionPolicy } from '@vtrans/contracts/auth';
import type { Language } from '@vtrans/contracts/languages';
import { secondFactorStep } from '@vtrans/contracts/second-factor';

/**
 * Every cookie the site can set, as the privacy statement tells readers (issue 62; Va. Code
 * § 2.2-3803(B)): who gets it, for how long and why. site-cookies.test.ts fails when the code
 * names a cookie this list does not.
 */
export interface SiteCookie {
  name: string;
  who: Record<Language, string>;
  howLong: Record<Language, string>;
  why: Record<Language, string>;
}

export const siteCookies: SiteCookie[] = [
  {
    name: 'vtrans_liker',
    who: { en: 'Anyone who likes or flags a comment', es: 'Quien marca un comentario con “me gusta” o lo reporta' },
    howLong: { en: 'A year', es: 'Un año' },
    why: {
      en: 'A random number, so that one browser counts one like. The site keeps only a scrambled form of it.',
      es: 'Un número al azar, para que un navegador cuente un solo “me gusta”. El sitio guarda solo una forma cifrada.',
    },
  },
  {
    name: 'vtrans_wrote',
    who: { en: 'Anyone who sends a form', es: 'Quien envía un formulario' },
    howLong: { en: '2 seconds', es: '2 segundos' },
    why: {
      en: 'So that the next page shows what you just sent, not a copy kept from before.',
      es: 'Para que la página siguiente muestre lo que usted acaba de enviar, y no una copia guardada de antes.',
    },
  },
  {
    name: 'vtrans_session',
    who: { en: 'Staff and locality users who sign in', es: 'El personal y los usuarios de las localidades que inician sesión' },
    howLong: {
      en: `Until sign-out, after ${sessionPolicy.inactivityMinutes} minutes unused, or ${sessionPolicy.absoluteHours} hours at most`,
      es: `Hasta cerrar la sesión, tras ${sessionPolicy.inactivityMinutes} minutos sin uso, o ${sessionPolicy.absoluteHours} horas como máximo`,
    },
    why: { en: 'Keeps you signed in.', es: 'Mantiene la sesión abierta.' },
  },
  {
    name: 'vtrans_second_factor',
    who: {
      en: 'Staff and locality users, between the password and the second step',
      es: 'El personal y los usuarios de las localidades, entre la contraseña y el segundo paso',
    },
    howLong: { en: `${secondFactorStep.minutes} minutes`, es: `${secondFactorStep.minutes} minutos` },
    why: { en: 'Remembers that the password was right.', es: 'Recuerda que la contraseña era correcta.' },
  },
  {
    name: 'vtrans_passkey_sign_in',
    who: {
      en: 'Staff and locality users who sign in with a passkey',
      es: 'El personal y los usuarios de las localidades que inician sesión con una llave de acceso',
    },
    howLong: { en: '5 minutes', es: '5 minutos' },
    why: { en: 'Holds the one-time challenge the passkey answers.', es: 'Guarda el desafío de un solo uso que responde la llave de acceso.' },
  },
  {
    name: 'vtrans_signin_email',
    who: {
      en: 'Staff and locality users whose sign-in was refused',
      es: 'El personal y los usuarios de las localidades a quienes se les negó el inicio de sesión',
    },
    howLong: { en: '5 minutes', es: '5 minutos' },
    why: {
      en: 'Keeps the e-mail address typed, so it need not be typed again.',
      es: 'Guarda la dirección de correo escrita, para no tener que escribirla otra vez.',
    },
  },
  {
    name: 'vtrans_device',
    who: {
      en: 'Staff and locality users, on the first sign-in from a browser',
      es: 'El personal y los usuarios de las localidades, al iniciar sesión por primera vez desde un navegador',
    },
    howLong: { en: 'A year', es: 'Un año' },
    why: {
      en: 'Recognises a browser the account has signed in from before: the owner is told of a sign-in from any other, and password tries from elsewhere cannot lock this one out.',
      es: 'Reconoce un navegador desde el que la cuenta ya inició sesión: se avisa a la persona dueña de un inicio de sesión desde cualquier otro, y los intentos de contraseña desde otro lugar no pueden bloquear este.',
    },
  },
];
