// No zod here: the map explorer's panels write dates and load before anyone opens a form, and
// the contracts barrel would bring all of zod with them.

/** A stored ISO date (YYYY-MM-DD…) as the site writes dates: MM/DD/YYYY (spec §9). */
export function isoToUsDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}
