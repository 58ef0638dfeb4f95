import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CepField, PhoneField, StateField } from './masked-fields';
import type { MaskedFieldProps } from './masked-fields';

function Harness({ Field, initial = '' }: { Field: (props: MaskedFieldProps) => React.ReactNode; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <Field value={value} onChange={(event) => setValue(event.target.value)} />;
}

describe('PhoneField', () => {
  it('has an accessible label and masks while typing', async () => {
    const user = userEvent.setup();
    render(<Harness Field={PhoneField} />);
    const input = screen.getByLabelText('Telefone');
    await user.type(input, '1134567890');
    expect(input).toHaveValue('(11) 3456-7890');
    await user.type(input, '1');
    expect(input).toHaveValue('(11) 34567-8901');
  });

  it('ignores letters and stops at 11 digits', async () => {
    const user = userEvent.setup();
    render(<Harness Field={PhoneField} />);
    const input = screen.getByLabelText('Telefone');
    await user.type(input, 'ab11x987654321999');
    expect(input).toHaveValue('(11) 98765-4321');
  });

  it('cleans pasted text', async () => {
    const user = userEvent.setup();
    render(<Harness Field={PhoneField} />);
    const input = screen.getByLabelText('Telefone');
    await user.click(input);
    await user.paste('11 98765 4321');
    expect(input).toHaveValue('(11) 98765-4321');
  });

  it('backspace over a literal removes the digit before it', async () => {
    const user = userEvent.setup();
    render(<Harness Field={PhoneField} initial="(11) 3456-7890" />);
    const input = screen.getByLabelText<HTMLInputElement>('Telefone');
    await user.click(input);
    input.setSelectionRange(10, 10); // just after '-'
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('(11) 3457-890');
    expect(input.selectionStart).toBe(8);
  });

  it('backspace at the end shrinks the number', async () => {
    const user = userEvent.setup();
    render(<Harness Field={PhoneField} initial="(11) 98765-4321" />);
    const input = screen.getByLabelText('Telefone');
    await user.click(input);
    await user.keyboard('{End}{Backspace}');
    expect(input).toHaveValue('(11) 9876-5432');
  });
});

describe('CepField', () => {
  it('masks as 00000-000 with max length 9', async () => {
    const user = userEvent.setup();
    render(<Harness Field={CepField} />);
    const input = screen.getByLabelText('CEP');
    expect(input).toHaveAttribute('maxLength', '9');
    await user.type(input, '01310');
    expect(input).toHaveValue('01310');
    await user.type(input, '1009');
    expect(input).toHaveValue('01310-100');
  });
});

describe('StateField', () => {
  it('uppercases letters and keeps two', async () => {
    const user = userEvent.setup();
    render(<Harness Field={StateField} />);
    const input = screen.getByLabelText('Estado');
    expect(input).toHaveAttribute('maxLength', '2');
    await user.type(input, '1s');
    expect(input).toHaveValue('S');
    await user.type(input, 'p');
    expect(input).toHaveValue('SP');
  });
});
