import { useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { createCurrencyFormat, type CurrencyFormatOptions } from '@comanda/shared/domain';
import { withHtmlInput } from './masked-text-field';

export type CurrencyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** The value in reais (not centavos), or null for a blank field (allowBlank). */
  value: number | null;
  onValueChange: (value: number | null) => void;
  options?: CurrencyFormatOptions;
};

/**
 * Cash-register currency input over `createCurrencyFormat`: digits shift in from the right and
 * the caret stays before the suffix. The text is kept locally so states the number cannot hold
 * (a lone '-') survive until the next keystroke; the value prop wins whenever they disagree.
 * With `entry: 'as-typed'` the text is shown as typed ('R$ 100') while focused and in full
 * ('R$ 100,00') once the field is left. A field entered with its whole text selected (Tab) keeps it
 * selected, so what is typed replaces the amount instead of being added to it.
 */
export function CurrencyField({ value, onValueChange, options = {}, slotProps, onKeyDown, onFocus, onBlur, ...props }: CurrencyFieldProps) {
  const { prefix, suffix, thousands, decimal, precision, min, max, allowBlank, disableNegative, entry } = options;
  const currency = useMemo(
    () => createCurrencyFormat({ prefix, suffix, thousands, decimal, precision, min, max, allowBlank, disableNegative, entry }),
    [prefix, suffix, thousands, decimal, precision, min, max, allowBlank, disableNegative, entry],
  );
  // The text being edited, while the field has focus; otherwise the value is shown formatted.
  const [text, setText] = useState<string | null>(null);
  const shown = text !== null && currency.parse(text) === value ? currency.format(text) : currency.format(value);
  // Taking focus rewrites the text (the as-typed form), which loses the browser's selection: restored after it.
  const reselect = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    reselect.current?.select();
    reselect.current = null;
  });

  function update(input: HTMLInputElement, nextText: string) {
    setText(nextText);
    input.value = nextText;
    const caret = Math.max(0, nextText.length - currency.options.suffix.length);
    input.setSelectionRange(caret, caret);
    onValueChange(currency.parse(nextText));
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    update(event.target, currency.format(event.target.value));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event as KeyboardEvent<HTMLDivElement>);
    if (event.key === 'Backspace' && currency.shouldClearOnBackspace(shown)) {
      event.preventDefault();
      update(event.currentTarget, '');
    }
  }

  function handleFocus(event: FocusEvent<HTMLInputElement>) {
    onFocus?.(event);
    const input = event.target;
    if (input.value !== '' && input.selectionStart === 0 && input.selectionEnd === input.value.length) reselect.current = input;
    setText(currency.edit(value));
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    onBlur?.(event);
    setText(null);
  }

  return (
    <TextField
      {...props}
      value={shown}
      onChange={handleChange as TextFieldProps['onChange']}
      onFocus={handleFocus}
      onBlur={handleBlur}
      slotProps={withHtmlInput(slotProps, { inputMode: 'decimal', onKeyDown: handleKeyDown })}
    />
  );
}
