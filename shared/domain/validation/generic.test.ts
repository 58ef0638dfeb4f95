import { composeValidators, isBlank, validateEmail, validateMinLength, validateRequired } from './generic';
import { minLengthMessage } from './messages';

describe('validateRequired', () => {
  it.each([null, undefined, '', '   ', '\t\n', []])('reports %p as missing', (value) => {
    expect(validateRequired(value)).toBe('Value is required');
    expect(isBlank(value)).toBe(true);
  });

  it.each(['a', ' a ', 0, false, ['x'], {}])('accepts %p', (value) => {
    expect(validateRequired(value)).toBeNull();
  });
});

describe('validateEmail', () => {
  it.each(['ana@example.com', 'ana.souza+pedidos@loja.com.br', ' ana@example.com '])('accepts %p', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'ana @example.com', 'ana@exa mple.com', 'ana@@example.com'])(
    'rejects %p',
    (email) => {
      expect(validateEmail(email)).toBe('Value is not a valid email address');
    },
  );

  it('leaves blank values to validateRequired', () => {
    expect(validateEmail('')).toBeNull();
    expect(validateEmail(null)).toBeNull();
  });
});

describe('validateMinLength', () => {
  const min8 = validateMinLength(8);

  it('accepts exactly and more than N characters', () => {
    expect(min8('12345678')).toBeNull();
    expect(min8('123456789')).toBeNull();
  });

  it('rejects N-1 characters with the generic message', () => {
    expect(min8('1234567')).toBe('This field should be at least 8 characters long');
    expect(validateMinLength(3)('ab')).toBe(minLengthMessage(3));
    expect(minLengthMessage(3)).toBe('This field should be at least 3 characters long');
  });

  it('leaves blank values to validateRequired', () => {
    expect(min8('')).toBeNull();
    expect(min8(undefined)).toBeNull();
  });
});

describe('composeValidators', () => {
  const requiredEmail = composeValidators<string | null | undefined>(validateRequired, validateEmail);

  it('returns the first error in order', () => {
    expect(requiredEmail('')).toBe('Value is required');
    expect(requiredEmail('ana')).toBe('Value is not a valid email address');
  });

  it('returns null when every validator passes', () => {
    expect(requiredEmail('ana@example.com')).toBeNull();
    expect(composeValidators()('anything')).toBeNull();
  });
});
