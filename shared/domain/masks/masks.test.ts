import { maskCep, maskPhone, maskState, onlyDigits } from './masks';

/** Feeds `text` one character at a time, re-masking after each, as a controlled input does. */
function typeInto(mask: (value: string) => string, text: string): string[] {
  const steps: string[] = [];
  let value = '';
  for (const character of text) {
    value = mask(value + character);
    steps.push(value);
  }
  return steps;
}

describe('onlyDigits', () => {
  it('keeps only 0-9', () => {
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('R$ 1.234,56')).toBe('123456');
    expect(onlyDigits('abc')).toBe('');
    expect(onlyDigits('١٢٣')).toBe(''); // non-ASCII digits are not digits here
  });

  it('accepts numbers and nullish values', () => {
    expect(onlyDigits(1234)).toBe('1234');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });
});

describe('maskPhone', () => {
  it('formats progressively while typing a mobile number', () => {
    expect(typeInto(maskPhone, '11987654321')).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 98',
      '(11) 987',
      '(11) 9876',
      '(11) 9876-5',
      '(11) 9876-54',
      '(11) 9876-543',
      '(11) 9876-5432',
      '(11) 98765-4321',
    ]);
  });

  it('shows a 10-digit landline as (99) 9999-9999', () => {
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
  });

  it('drops pasted junk and keeps the digits', () => {
    expect(maskPhone('+55 tel: 11.98765.4321')).toBe('(55) 11987-6543'); // first 11 digits win
    expect(maskPhone('tel (11) 98765-4321 ')).toBe('(11) 98765-4321');
    expect(maskPhone('abc')).toBe('');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
  });

  it('cuts over-long input at 11 digits', () => {
    expect(maskPhone('119876543210000')).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 98765-43219')).toBe('(11) 98765-4321');
  });

  it('is idempotent', () => {
    expect(maskPhone(maskPhone('11987654321'))).toBe('(11) 98765-4321');
    expect(maskPhone(maskPhone('113456789'))).toBe('(11) 3456-789');
  });

  it('goes back to the short layout when a digit is deleted', () => {
    expect(maskPhone('(11) 98765-432')).toBe('(11) 9876-5432');
  });
});

describe('maskCep', () => {
  it('formats progressively while typing', () => {
    expect(typeInto(maskCep, '01310100')).toEqual([
      '0',
      '01',
      '013',
      '0131',
      '01310',
      '01310-1',
      '01310-10',
      '01310-100',
    ]);
  });

  it('drops pasted junk and cuts at 8 digits (9 characters)', () => {
    expect(maskCep('CEP: 01.310-100')).toBe('01310-100');
    expect(maskCep('013101009999')).toBe('01310-100');
    expect(maskCep('013101009999')).toHaveLength(9);
    expect(maskCep('x')).toBe('');
    expect(maskCep(undefined)).toBe('');
  });
});

describe('maskState', () => {
  it('uppercases and keeps two letters', () => {
    expect(typeInto(maskState, 'sp')).toEqual(['S', 'SP']);
    expect(maskState('rj')).toBe('RJ');
    expect(maskState('MgX')).toBe('MG');
  });

  it('drops digits, spaces and punctuation', () => {
    expect(maskState(' s-p 1')).toBe('SP');
    expect(maskState('12')).toBe('');
    expect(maskState(null)).toBe('');
  });
});
