/**
 * Re-masking a controlled input moves its caret to the end. This keeps it after the same
 * number of significant characters (digits, letters) it was after before masking, and makes
 * backspace over a literal such as ')' or '-' delete the character before it instead of
 * being undone by the mask.
 */
export type MaskEdit = {
  raw: string;
  caret: number | null;
  previous: string;
  deleteBackward: boolean;
};

type IsSignificant = (character: string) => boolean;

function countSignificant(text: string, isSignificant: IsSignificant): number {
  return [...text].filter(isSignificant).length;
}

function positionAfter(text: string, count: number, isSignificant: IsSignificant): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (isSignificant(text.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

export function applyMaskEdit(
  mask: (value: string) => string,
  isSignificant: IsSignificant,
  edit: MaskEdit,
): { value: string; caret: number } {
  let raw = edit.raw;
  let caret = edit.caret ?? raw.length;
  const onlyLiteralRemoved =
    edit.deleteBackward &&
    raw.length < edit.previous.length &&
    countSignificant(raw, isSignificant) === countSignificant(edit.previous, isSignificant);
  if (onlyLiteralRemoved) {
    const before = [...raw.slice(0, caret)];
    const index = before.findLastIndex(isSignificant);
    if (index >= 0) {
      raw = raw.slice(0, index) + raw.slice(index + 1);
      caret = index;
    }
  }
  const value = mask(raw);
  if (caret >= raw.length) return { value, caret: value.length };
  return { value, caret: positionAfter(value, countSignificant(raw.slice(0, caret), isSignificant), isSignificant) };
}
