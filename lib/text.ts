/** "1 day", "2 days", "0 managers": a count with its noun in the right number (English). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
