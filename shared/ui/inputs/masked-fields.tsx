import { CEP_MAX_LENGTH, STATE_MAX_LENGTH, maskCep, maskPhone, maskState } from '@comanda/shared/domain';
import { MaskedTextField, withHtmlInput, type MaskedTextFieldProps } from './masked-text-field';

export type MaskedFieldProps = Omit<MaskedTextFieldProps, 'mask' | 'isSignificant'>;

const isDigit = (character: string) => /\d/.test(character);
const isLetter = (character: string) => /[A-Za-z]/.test(character);

/** Longest text the phone mask produces: (99) 99999-9999. */
export const PHONE_MAX_LENGTH = 15;

export function PhoneField({ label = 'Telefone', slotProps, ...props }: MaskedFieldProps) {
  return (
    <MaskedTextField
      type="tel"
      autoComplete="tel"
      placeholder="(99) 99999-9999"
      {...props}
      label={label}
      mask={maskPhone}
      isSignificant={isDigit}
      slotProps={withHtmlInput(slotProps, { inputMode: 'numeric', maxLength: PHONE_MAX_LENGTH })}
    />
  );
}

export function CepField({ label = 'CEP', slotProps, ...props }: MaskedFieldProps) {
  return (
    <MaskedTextField
      autoComplete="postal-code"
      placeholder="00000-000"
      {...props}
      label={label}
      mask={maskCep}
      isSignificant={isDigit}
      slotProps={withHtmlInput(slotProps, { inputMode: 'numeric', maxLength: CEP_MAX_LENGTH })}
    />
  );
}

export function StateField({ label = 'Estado', slotProps, ...props }: MaskedFieldProps) {
  return (
    <MaskedTextField
      autoComplete="address-level1"
      placeholder="UF"
      {...props}
      label={label}
      mask={maskState}
      isSignificant={isLetter}
      slotProps={withHtmlInput(slotProps, {
        maxLength: STATE_MAX_LENGTH,
        autoCapitalize: 'characters',
        style: { textTransform: 'uppercase' },
      })}
    />
  );
}
