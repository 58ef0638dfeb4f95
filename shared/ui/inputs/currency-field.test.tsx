import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrencyFormatOptions } from '@comanda/shared/domain';
import { CurrencyField } from './currency-field';

function Harness({ initial = null, options }: { initial?: number | null; options?: CurrencyFormatOptions }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <CurrencyField label="Preço" value={value} onValueChange={setValue} options={options} />
      <output aria-label="valor">{value === null ? 'null' : String(value)}</output>
    </>
  );
}

const BRL: CurrencyFormatOptions = { prefix: 'R$ ', thousands: '.', decimal: ',' };

describe('CurrencyField', () => {
  it('shifts typed digits in from the right and reports the number', async () => {
    const user = userEvent.setup();
    render(<Harness options={BRL} />);
    const input = screen.getByLabelText('Preço');
    expect(input).toHaveValue('R$ 0,00');
    await user.type(input, '123456');
    expect(input).toHaveValue('R$ 1.234,56');
    expect(screen.getByLabelText('valor')).toHaveTextContent('1234.56');
  });

  it('shows the initial value and ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness initial={29.9} options={BRL} />);
    const input = screen.getByLabelText('Preço');
    expect(input).toHaveValue('R$ 29,90');
    await user.type(input, 'x');
    expect(input).toHaveValue('R$ 29,90');
  });

  it('clamps to max', async () => {
    const user = userEvent.setup();
    render(<Harness options={{ ...BRL, max: 100 }} />);
    await user.type(screen.getByLabelText('Preço'), '99999');
    expect(screen.getByLabelText('Preço')).toHaveValue('R$ 100,00');
    expect(screen.getByLabelText('valor')).toHaveTextContent('100');
  });

  it('backspace on zero clears the field when allowBlank is set', async () => {
    const user = userEvent.setup();
    render(<Harness initial={0.01} options={{ ...BRL, allowBlank: true }} />);
    const input = screen.getByLabelText('Preço');
    await user.click(input);
    await user.keyboard('{End}{Backspace}');
    expect(input).toHaveValue('R$ 0,00');
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('');
    expect(screen.getByLabelText('valor')).toHaveTextContent('null');
  });

  it('keeps the caret before the suffix', async () => {
    const user = userEvent.setup();
    render(<Harness options={{ suffix: ' %', precision: 1 }} />);
    const input = screen.getByLabelText<HTMLInputElement>('Preço');
    await user.click(input);
    await user.keyboard('{End}');
    input.setSelectionRange(3, 3);
    await user.keyboard('12');
    expect(input).toHaveValue('1.2 %');
    expect(input.selectionStart).toBe(3);
  });

  describe("entry 'as-typed'", () => {
    const TYPED: CurrencyFormatOptions = { ...BRL, allowBlank: true, entry: 'as-typed' };

    it('reads "100" as R$ 100,00 and shows it in full once the field is left', async () => {
      const user = userEvent.setup();
      render(<Harness options={TYPED} />);
      const input = screen.getByLabelText('Preço');
      expect(input).toHaveValue('');
      await user.type(input, '100');
      expect(input).toHaveValue('R$ 100');
      expect(screen.getByLabelText('valor')).toHaveTextContent('100');
      await user.tab();
      expect(input).toHaveValue('R$ 100,00');
    });

    it('reads "100,50" as R$ 100,50', async () => {
      const user = userEvent.setup();
      render(<Harness options={TYPED} />);
      await user.type(screen.getByLabelText('Preço'), '100,50');
      expect(screen.getByLabelText('Preço')).toHaveValue('R$ 100,50');
      expect(screen.getByLabelText('valor')).toHaveTextContent('100.5');
    });

    it('goes on typing from the typed form when the field takes focus again', async () => {
      const user = userEvent.setup();
      render(<Harness initial={50} options={TYPED} />);
      const input = screen.getByLabelText('Preço');
      expect(input).toHaveValue('R$ 50,00');
      await user.click(input);
      expect(input).toHaveValue('R$ 50');
      await user.keyboard('{End}0');
      expect(input).toHaveValue('R$ 500');
      await user.keyboard('{Backspace}{Backspace}{Backspace}');
      expect(input).toHaveValue('');
      expect(screen.getByLabelText('valor')).toHaveTextContent('null');
    });

    it('shows thousands once the field is left', async () => {
      const user = userEvent.setup();
      render(<Harness options={TYPED} />);
      const input = screen.getByLabelText('Preço');
      await user.type(input, '10070');
      expect(input).toHaveValue('R$ 10070');
      await user.tab();
      expect(input).toHaveValue('R$ 10.070,00');
    });

    it('entered with its text selected (Tab), typing replaces the amount instead of adding to it', async () => {
      const user = userEvent.setup();
      render(
        <>
          <button type="button">antes</button>
          <Harness initial={100} options={TYPED} />
        </>,
      );
      const input = screen.getByLabelText<HTMLInputElement>('Preço');
      await user.click(screen.getByRole('button', { name: 'antes' }));
      // Browsers select a text field's whole text when Tab enters it.
      input.setSelectionRange(0, input.value.length);
      await user.tab();
      expect(input).toHaveFocus();
      expect(input).toHaveValue('R$ 100');
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'R$ 100'.length]);
      await user.keyboard('70');
      expect(input).toHaveValue('R$ 70');
      expect(screen.getByLabelText('valor')).toHaveTextContent('70');
    });
  });
});
