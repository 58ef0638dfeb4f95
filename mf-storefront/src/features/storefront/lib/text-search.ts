/** Lower-cases, strips accents (NFD combining marks) and collapses whitespace: 'Açaí  Grande' → 'acai grande'. */
export function foldText(text: string | null | undefined): string {
  return String(text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

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
