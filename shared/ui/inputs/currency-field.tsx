import { useMemo, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
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
 * ('R$ 100,00') once the field is left.
 */
export function CurrencyField({ value, onValueChange, options = {}, slotProps, onKeyDown, onFocus, onBlur, ...props }: CurrencyFieldProps) {
  const { prefix, suffix, thousands, decimal, precision, min, max, allowBlank, disableNegative, entry } = options;
  const currency = useMemo(
    () => createCurrencyFormat({ prefix, suffix, thousands, decimal, precision, min, max, allowBlank, disableNegative, entry }),
    [prefix, suffix, thousands, decimal, precision, min, max, allowBlank, disableNegative, entry],
  );
  const [text, setText] = useState(() => currency.format(value));
  const shown = currency.parse(text) === value ? currency.format(text) : currency.format(value);

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
    setText(currency.edit(value));
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    onBlur?.(event);
    setText(currency.format(value));
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
