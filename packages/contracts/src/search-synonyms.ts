import { z } from 'zod';

/*
 * Names people write for one thing (issue 42): "I-81", "I 81" and "Interstate 81"; "US 29" and
 * "Route 29"; VDOT and its full name. Staff keep the groups at /admin/search, one group a line,
 * its terms separated by commas; `#` stands for a route number. A query's mention of any term
 * searches for every term of its group.
 */

/** Where a route number goes in a term ("I-#"). */
export const ROUTE_NUMBER = '#';
export const SYNONYM_GROUPS_MAX = 200;
export const SYNONYM_TERMS_MAX = 12;
export const SYNONYM_TERM_MAX_LENGTH = 60;

/** A route number as people write it: 1–4 digits, perhaps a letter (US 17B). */
const routeNumber = String.raw`(\d{1,4}[a-z]?)`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);

/** A term as a pattern: its words apart by any spaces, `#` any route number, never inside a word. */
function termPattern(term: string): RegExp {
  const words = term
    .trim()
    .split(/\s+/)
    .map((word) => word.split(ROUTE_NUMBER).map(escapeRegExp).join(routeNumber));
  return new RegExp(String.raw`(?<![\p{L}\p{N}])${words.join(String.raw`\s+`)}(?![\p{L}\p{N}])`, 'giu');
}

export interface SynonymReading {
  /** The query without the mentions found (each became a space). */
  rest: string;
  /** For each mention, every term of its group, its route number filled in. */
  alternatives: string[][];
}

/**
 * The synonym groups' mentions in a query. Longer terms are looked for first, so "US Route 29"
 * is one mention, not "Route 29" inside it.
 */
export function readSynonyms(searchString: string, groups: readonly (readonly string[])[]): SynonymReading {
  const terms = groups.flatMap((group) => group.map((term) => ({ term, group }))).sort((a, b) => b.term.length - a.term.length);
  const found = new Map<string, string[]>();
  let rest = searchString;
  for (const { term, group } of terms) {
    rest = rest.replace(termPattern(term), (...match: unknown[]) => {
      // A term with # captures the number; for one without, the second argument is the offset.
      const number = typeof match[1] === 'string' ? match[1].toUpperCase() : '';
      const alternatives = group.map((other) => other.replaceAll(ROUTE_NUMBER, number));
      found.set(alternatives.join('\u0000').toLowerCase(), alternatives);
      return ' ';
    });
  }
  return { rest: rest.replace(/\s+/g, ' ').trim(), alternatives: [...found.values()] };
}

/** A group as a line of the staff form. */
export const synonymLine = (terms: readonly string[]) => terms.join(', ');

/**
 * The staff form's text: one group a line, terms separated by commas. Every problem names its
 * line, so a long list can be mended where it is wrong.
 */
export const SynonymList = z.object({
  /**
   * The list's version when the form was read (its last change's audit id, or 'first'): a save
   * over a newer one is refused. A form without one (a page from before) is refused the same way,
   * with a message for the whole form, not for a field it does not show.
   */
  version: z.string().max(40).catch(''),
  groups: z
    .string()
    .max(SYNONYM_GROUPS_MAX * SYNONYM_TERMS_MAX * (SYNONYM_TERM_MAX_LENGTH + 2), 'The list is too long.')
    .transform((text, context) => {
      const lines = text.split(/\r?\n/).map((line) => line.trim());
      const groups: string[][] = [];
      lines.forEach((line, index) => {
        if (!line) return;
        const where = `Line ${index + 1} (“${line.slice(0, 40)}”)`;
        const terms = [
          ...new Set(
            line
              .split(',')
              .map((term) => term.trim().replace(/\s+/g, ' '))
              .filter(Boolean),
          ),
        ];
        const problem =
          terms.length < 2
            ? 'needs at least two terms, separated by commas'
            : terms.length > SYNONYM_TERMS_MAX
              ? `has more than ${SYNONYM_TERMS_MAX} terms`
              : terms.some((term) => term.length > SYNONYM_TERM_MAX_LENGTH)
                ? `has a term over ${SYNONYM_TERM_MAX_LENGTH} characters`
                : terms.some((term) => term.split(ROUTE_NUMBER).length > 2)
                  ? `has a term with more than one ${ROUTE_NUMBER}`
                  : new Set(terms.map((term) => term.includes(ROUTE_NUMBER))).size > 1
                    ? `has ${ROUTE_NUMBER} (the route number) in some terms and not others`
                    : terms.some((term) => !/[\p{L}\p{N}]/u.test(term.replaceAll(ROUTE_NUMBER, '')))
                      ? 'has a term without a letter or a digit'
                      : null;
        if (problem) context.addIssue({ code: 'custom', message: `${where} ${problem}.` });
        else groups.push(terms);
      });
      if (groups.length > SYNONYM_GROUPS_MAX) context.addIssue({ code: 'custom', message: `Keep the list to ${SYNONYM_GROUPS_MAX} groups.` });
      return groups;
    }),
});
