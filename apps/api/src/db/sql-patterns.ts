/** SQL text helpers shared by every module's queries. */

/** A LIKE pattern that matches `text` literally anywhere (%, _ and \\ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
