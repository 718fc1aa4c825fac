/**
 * A LIKE / ILIKE pattern matching text that contains `words` as typed: `%`, `_` and `\` in them
 * are matched literally (escaped with Postgres's default escape character), not as wildcards.
 */
export function containsPattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
