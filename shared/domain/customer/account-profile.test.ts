import { ValidationError } from 'yup';
import { yupFieldErrors } from '../validation/yup-errors';
import { changeEmailSchema, changePasswordSchema, confirmEmailSchema, emailConfirmationLink, ACCOUNT_PROFILE_MESSAGES, profileSchema } from './account-profile';

function errorsOf(schema: { validateSync: (value: unknown, options: object) => unknown }, value: unknown): Record<string, string[]> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (err) {
    if (err instanceof ValidationError) return yupFieldErrors(err);
    throw err;
  }
}

describe('profileSchema (name and phone)', () => {
  it('takes a name and a phone, masked or bare, as registration does', () => {
    expect(errorsOf(profileSchema, { name: 'Ana Souza', phone: '(11) 98765-4321' })).toEqual({});
    expect(errorsOf(profileSchema, { name: 'Ana Souza', phone: '1132654321' })).toEqual({});
  });

  it('says what is missing or wrong in Portuguese', () => {
    const missing = errorsOf(profileSchema, { name: '  ', phone: '' });
    expect(missing.name).toEqual(['O nome é obrigatório']);
    expect(missing.phone?.[0]).toBe('O telefone é obrigatório');
    expect(errorsOf(profileSchema, { name: 'Ana', phone: '123' })).toEqual({ phone: ['Telefone inválido. Use o formato (99) 99999-9999'] });
  });

  it('trims the name', () => {
    expect(profileSchema.validateSync({ name: '  Ana  ', phone: '11987654321' }).name).toBe('Ana');
  });
});

describe('changePasswordSchema', () => {
  const valid = { current_password: 'antiga', password: 'novaSenha1', password_confirmation: 'novaSenha1' };

  it('needs the current password and a new one by registration’s rules', () => {
    expect(errorsOf(changePasswordSchema, valid)).toEqual({});
    expect(errorsOf(changePasswordSchema, {})).toEqual({
      current_password: [ACCOUNT_PROFILE_MESSAGES.currentPasswordRequired],
      password: ['A senha é obrigatória'],
      password_confirmation: ['A confirmação de senha é obrigatória'],
    });
    expect(errorsOf(changePasswordSchema, { ...valid, password: 'curta', password_confirmation: 'curta' })).toEqual({ password: ['A senha deve ter no mínimo 8 caracteres'] });
    expect(errorsOf(changePasswordSchema, { ...valid, password_confirmation: 'outraSenha' })).toEqual({ password_confirmation: ['As senhas não conferem'] });
  });
});

describe('changeEmailSchema and confirmEmailSchema', () => {
  it('a valid new address and the current password', () => {
    expect(errorsOf(changeEmailSchema, { email: 'nova@exemplo.com.br', current_password: 'x' })).toEqual({});
    expect(errorsOf(changeEmailSchema, { email: 'sem-arroba', current_password: '' })).toEqual({
      email: ['E-mail inválido'],
      current_password: [ACCOUNT_PROFILE_MESSAGES.currentPasswordRequired],
    });
  });

  it('a token', () => {
    expect(errorsOf(confirmEmailSchema, { token: ' ' })).toEqual({ token: ['O token é obrigatório'] });
    expect(errorsOf(confirmEmailSchema, { token: 'abc' })).toEqual({});
  });
});

describe('emailConfirmationLink', () => {
  it('opens the profile page with the token', () => {
    expect(emailConfirmationLink('https://comanda.app', 'a+b/c')).toBe('https://comanda.app/customer/profile?confirmar-email=a%2Bb%2Fc');
  });

  it('tells where the link went', () => {
    expect(ACCOUNT_PROFILE_MESSAGES.emailLinkSent('nova@exemplo.com.br')).toBe('Enviamos um link de confirmação para nova@exemplo.com.br.');
  });
});
