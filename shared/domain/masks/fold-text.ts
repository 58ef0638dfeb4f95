/** Lower-cases, strips accents (NFD combining marks) and collapses whitespace: 'Açaí  Grande' → 'acai grande'. */
export function foldText(text: string | null | undefined): string {
  return String(text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
