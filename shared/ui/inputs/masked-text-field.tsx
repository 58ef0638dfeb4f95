import type { ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { applyMaskEdit } from './caret';

export type MaskedTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  /** Receives the event with `target.value` already masked, so formik's handleChange works as is. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  mask: (value: string) => string;
  /** Characters the mask keeps (digits for phone/CEP, letters for UF). */
  isSignificant: (character: string) => boolean;
};

type HtmlInputProps = Record<string, unknown>;

/** Adds attributes to `slotProps.htmlInput`, keeping the caller's (object form) on top. */
export function withHtmlInput(slotProps: TextFieldProps['slotProps'], extra: HtmlInputProps): TextFieldProps['slotProps'] {
  const current = slotProps?.htmlInput;
  return { ...slotProps, htmlInput: { ...extra, ...(typeof current === 'object' ? current : {}) } };
}

/**
 * TextField that formats with a `shared/domain/masks` function on every change. The domain mask
 * is the only masking rule; this component only adds caret handling (see caret.ts), which is
 * why react-imask is not used: it would be a second, differently-behaving mask definition.
 */
export function MaskedTextField({ mask, isSignificant, value, onChange, ...props }: MaskedTextFieldProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    const edit = applyMaskEdit(mask, isSignificant, {
      raw: input.value,
      caret: input.selectionStart,
      previous: value,
      deleteBackward: inputType === 'deleteContentBackward',
    });
    if (input.value !== edit.value) {
      // Setting the DOM value before React re-renders keeps React from resetting the caret.
      input.value = edit.value;
      input.setSelectionRange(edit.caret, edit.caret);
    }
    onChange?.(event);
  }

  return (
    <TextField
      {...props}
      value={value}
      onChange={handleChange as TextFieldProps['onChange']}
    />
  );
}
