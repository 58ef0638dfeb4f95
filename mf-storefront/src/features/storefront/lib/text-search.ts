import { foldText } from '@comanda/shared/domain';

/**
 * True when every word of the query appears in at least one of the fields, ignoring case and
 * accents. An empty query matches everything.
 */
export function matchesSearch(fields: ReadonlyArray<string | null | undefined>, query: string): boolean {
  const terms = foldText(query).split(' ').filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = fields.map(foldText).join('\n');
  return terms.every((term) => haystack.includes(term));
}
