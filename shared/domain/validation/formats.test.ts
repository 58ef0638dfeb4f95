import { isStrongPassword, validatePhone, validatePostalCode, validateSlug, validateStrongPassword } from './formats';

const STRONG_MESSAGE =
  'A senha deve conter pelo menos 8 caracteres, incluindo maiúsculas, minúsculas, números e caracteres especiais';

describe('validateSlug', () => {
  it.each(['pizzaria', 'pizzaria-do-ze', 'loja-24h', '24h', 'a', 'a1-b2-c3'])('accepts %p', (slug) => {
    expect(validateSlug(slug)).toBeNull();
  });

  it.each(['Pizzaria', 'pizzaria--do-ze', '-pizzaria', 'pizzaria-', 'pizzaria do ze', 'pizzaria_ze', 'açaí', 'loja.com'])(
    'rejects %p',
    (slug) => {
      expect(validateSlug(slug)).toBe('Slug inválido. Use letras minúsculas e números separados por hífens');
    },
  );

  it('leaves blank values to validateRequired', () => {
    expect(validateSlug('')).toBeNull();
  });
});

describe('validateStrongPassword', () => {
  it.each(['Senha@123', 'Abcdef1!', 'Xy9$abcd', 'Muito#Forte1&', 'Espaço ok 1?A'])('accepts %p', (password) => {
    expect(isStrongPassword(password)).toBe(true);
    expect(validateStrongPassword(password)).toBeNull();
  });

  it.each([
    ['7 characters', 'Abcde1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no uppercase', 'abcdef1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
    ['a special character outside @$!%*?&', 'Abcdef1#'],
  ])('rejects %s', (_case, password) => {
    expect(isStrongPassword(password)).toBe(false);
    expect(validateStrongPassword(password)).toBe(STRONG_MESSAGE);
  });

  it('leaves blank values to validateRequired', () => {
    expect(validateStrongPassword('')).toBeNull();
  });
});

describe('validatePhone', () => {
  it.each(['(11) 3456-7890', '(11) 98765-4321', ' (21) 2345-6789 '])('accepts %p', (phone) => {
    expect(validatePhone(phone)).toBeNull();
  });

  it.each(['11987654321', '(11) 987654321', '(11)98765-4321', '(1) 98765-4321', '(11) 987-4321', '(11) 987654-4321', '(11) 9876-54321', 'telefone'])(
    'rejects %p',
    (phone) => {
      expect(validatePhone(phone)).toBe('Telefone inválido. Use o formato (99) 99999-9999');
    },
  );

  it('leaves blank values to validateRequired', () => {
    expect(validatePhone('')).toBeNull();
  });
});

describe('validatePostalCode', () => {
  it.each(['01310-100', '12345-678'])('accepts %p', (cep) => {
    expect(validatePostalCode(cep)).toBeNull();
  });

  it.each(['01310100', '01310-10', '01310-1000', '0131-0100', 'abcde-fgh', '01.310-100'])('rejects %p', (cep) => {
    expect(validatePostalCode(cep)).toBe('CEP inválido. Use o formato 00000-000');
  });

  it('leaves blank values to validateRequired', () => {
    expect(validatePostalCode(undefined)).toBeNull();
  });
});
