// No zod here: the map explorer's panels write dates and load before anyone opens a form, and
// the contracts barrel would bring all of zod with them.

import type { Language } from './languages';

/** A stored ISO date (YYYY-MM-DD…) as the site writes dates: MM/DD/YYYY (spec §9). */
export function isoToUsDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

/*
 * One clock (issue 35): every date and time a person reads — public pages, admin lists, history,
 * e-mails — is Virginia's (America/New_York), whatever zone the server runs in. A moment is shown
 * with its zone named ("EST"/"EDT"); a day is the day it was in Virginia (a comment at 10:28 pm
 * Eastern is dated that day, not the next, as UTC would have it).
 */
export const VIRGINIA_TIME_ZONE = 'America/New_York';

// en-CA writes a day as YYYY-MM-DD.
const virginiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: VIRGINIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const momentParts: Intl.DateTimeFormatOptions = {
  timeZone: VIRGINIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
const virginiaMoment = new Intl.DateTimeFormat('en-US', momentParts);
// Operators read job times to the second (two runs a few seconds apart are told apart).
const virginiaMomentToTheSecond = new Intl.DateTimeFormat('en-US', { ...momentParts, second: '2-digit' });

const asDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** The day a moment fell on in Virginia, as YYYY-MM-DD (for forms, file names and `datetime`). */
export const virginiaIsoDate = (at: Date | string) => virginiaDay.format(asDate(at));

/** Today in Virginia, as YYYY-MM-DD: what a new item's date defaults to. */
export const virginiaToday = (now: Date = new Date()) => virginiaIsoDate(now);

/** The day a moment fell on in Virginia, as the site writes dates: MM/DD/YYYY. */
export const virginiaDate = (at: Date | string) => isoToUsDate(virginiaIsoDate(at));

/** The time of day of a moment in Virginia, with its zone named: "10:28 PM EST" (its day said elsewhere). */
export const virginiaTimeOfDay = (at: Date | string) => virginiaClock.format(asDate(at));
const virginiaClock = new Intl.DateTimeFormat('en-US', { timeZone: VIRGINIA_TIME_ZONE, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** A moment in Virginia time with its zone named: "11/25/2026, 10:28 PM EST". */
export const virginiaDateTime = (at: Date | string) => virginiaMoment.format(asDate(at));

/*
 * The Spanish edition's dates (issue 62) name the month — "25 de noviembre de 2026" — since
 * 11/25/2026 reads as the 11th of month 25 to many Spanish readers; the zone is named as in English.
 */
const spanishDay = new Intl.DateTimeFormat('es-US', { timeZone: VIRGINIA_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const spanishMoment = new Intl.DateTimeFormat('es-US', {
  timeZone: VIRGINIA_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The day a moment fell on in Virginia, as a language's edition writes it: "11/25/2026", "25 de noviembre de 2026". */
export const virginiaDateIn = (language: Language, at: Date | string) => (language === 'es' ? spanishDay.format(asDate(at)) : virginiaDate(at));

// A calendar day (a due date) is no moment: it is written as the day it is, in no zone.
const spanishCalendarDay = new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** A stored ISO day (YYYY-MM-DD), as a language's edition writes it: "12/30/2026", "30 de diciembre de 2026". */
export const isoDateIn = (language: Language, iso: string) =>
  language === 'es' ? spanishCalendarDay.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : isoToUsDate(iso);

/** A moment in Virginia time with its zone named, as a language's edition writes it: "…, 10:28 PM EST", "… a las 10:28 p.m. EST". */
export const virginiaDateTimeIn = (language: Language, at: Date | string) => (language === 'es' ? spanishMoment.format(asDate(at)) : virginiaDateTime(at));

/** The same to the second: "11/25/2026, 10:28:05 PM EST". */
export const virginiaDateTimeToTheSecond = (at: Date | string) => virginiaMomentToTheSecond.format(asDate(at));

/**
 * When something scheduled in a chosen zone happens, as a confirmation says it: the wall-clock
 * time as typed in its zone, and Virginia's time beside it when the zone is another.
 */
export function inVirginiaTime(at: Date, local: string, timeZone: string): string {
  return timeZone === VIRGINIA_TIME_ZONE ? virginiaDateTime(at) : `${local.replace('T', ' ')} ${timeZone} (${virginiaDateTime(at)})`;
}

/** The ISO date `days` after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The ISO date `months` after `iso`, the day clamped to the month's last (31 January + 1 month: 28 or 29 February). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1, 12));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

/** A day as YYYY-MM-DD that exists (no 31 February) between 1900 and 2200: what a form or an address may name. */
export function isRealIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '1900-01-01' || value > '2200-12-31') return false;
  // 31 February is no day: JavaScript refuses it or rolls it into March; either way it does not come back the same.
  const day = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const calendarDayStyles = {
  month: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }),
  weekday: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }),
  day: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }),
};

/**
 * A calendar day (an ISO date: a day, not a moment, so no zone moves it) in words: its month
 * ("December 2026"), its weekday ("Wednesday, December 2") or itself ("December 2, 2026").
 */
export const calendarDayWords = (style: keyof typeof calendarDayStyles, iso: string) => calendarDayStyles[style].format(new Date(`${iso}T12:00:00Z`));
