import { maskPhone } from '@comanda/shared/domain';
import { applyMaskEdit } from './caret';

const isDigit = (character: string) => /\d/.test(character);
const edit = (raw: string, caret: number | null, previous: string, deleteBackward = false) =>
  applyMaskEdit(maskPhone, isDigit, { raw, caret, previous, deleteBackward });

describe('applyMaskEdit', () => {
  it('keeps the caret at the end while typing at the end', () => {
    expect(edit('(11) 9876-54321', 15, '(11) 9876-5432')).toEqual({ value: '(11) 98765-4321', caret: 15 });
    expect(edit('(112', 4, '(11')).toEqual({ value: '(11) 2', caret: 6 });
  });

  it('keeps the caret after the same digit when typing in the middle', () => {
    // '(11) 3456-7890' with '9' typed after '(11) 3' → 11 digits, the mobile layout
    expect(edit('(11) 39456-7890', 7, '(11) 3456-7890')).toEqual({ value: '(11) 39456-7890', caret: 7 });
    expect(edit('(11) 39456-789', 7, '(11) 3456-789')).toEqual({ value: '(11) 3945-6789', caret: 7 });
  });

  it('deletes the digit before a literal removed by backspace', () => {
    // caret right after '-' in '(11) 3456-7890'; backspace removes '-'
    expect(edit('(11) 34567890', 9, '(11) 3456-7890', true)).toEqual({ value: '(11) 3457-890', caret: 8 });
  });

  it('treats a null caret as the end', () => {
    expect(edit('11987654321', null, '')).toEqual({ value: '(11) 98765-4321', caret: 15 });
  });
});
