import { ValidationError } from 'yup';
import {
  AUTH_MESSAGES,
  FORM_ERROR_SUMMARY,
  forgotPasswordSchema,
  isCep,
  isPhone,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
} from './schemas';

const VALID_REGISTRATION = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '(11) 98765-4321',
  cep: '01310-100',
  address: 'Avenida Paulista',
  number: '1000',
  complement: '',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  password: 'segredo123',
  password_confirmation: 'segredo123',
};

/** Every error message per field (abortEarly off), as formik would collect them. */
function errorsOf(schema: { validateSync: (value: unknown, options: object) => unknown }, value: unknown) {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byField: Record<string, string[]> = {};
    for (const inner of error.inner) (byField[inner.path ?? ''] ??= []).push(inner.message);
    return byField;
  }
}

function firstErrorOf(schema: Parameters<typeof errorsOf>[0], value: unknown, field: string) {
  return (errorsOf(schema, value) as Record<string, string[]>)[field]?.[0];
}

it('exports the summary line verbatim', () => {
  expect(FORM_ERROR_SUMMARY).toBe('Por favor, corrija os erros acima.');
});

describe('registrationSchema', () => {
  it('accepts a valid payload', () => {
    expect(errorsOf(registrationSchema, VALID_REGISTRATION)).toEqual({});
  });

  it('accepts the optional storefront fields', () => {
    const payload = { ...VALID_REGISTRATION, role: 'customer', store_id: 7, current_latitude: -23.56, current_longitude: -46.65 };
    expect(errorsOf(registrationSchema, payload)).toEqual({});
    expect(registrationSchema.validateSync(payload)).toMatchObject({ role: 'customer', store_id: 7 });
  });

  it('accepts null coordinates and store, and a missing complement', () => {
    const { complement: _omitted, ...withoutComplement } = VALID_REGISTRATION;
    const payload = { ...withoutComplement, store_id: null, current_latitude: null, current_longitude: null };
    expect(errorsOf(registrationSchema, payload)).toEqual({});
  });

  it('reports every required message on an empty payload', () => {
    expect(errorsOf(registrationSchema, {})).toEqual({
      name: ['O nome é obrigatório'],
      email: ['O e-mail é obrigatório'],
      phone: ['O telefone é obrigatório'],
      cep: ['O CEP é obrigatório'],
      address: ['O endereço é obrigatório'],
      number: ['O número é obrigatório'],
      district: ['O bairro é obrigatório'],
      city: ['A cidade é obrigatória'],
      state: ['O estado é obrigatório'],
      password: ['A senha é obrigatória'],
      password_confirmation: ['A confirmação de senha é obrigatória'],
    });
  });

  it('treats whitespace-only text as missing', () => {
    const blanks = Object.fromEntries(Object.keys(VALID_REGISTRATION).map((key) => [key, '   ']));
    const errors = errorsOf(registrationSchema, blanks) as Record<string, string[]>;
    expect(errors.name).toEqual(['O nome é obrigatório']);
    expect(errors.city).toEqual(['A cidade é obrigatória']);
    expect(errors.complement).toBeUndefined();
  });

  it.each(['ana', 'ana@', 'ana@example', 'ana @example.com'])('rejects email %p', (email) => {
    expect(firstErrorOf(registrationSchema, { ...VALID_REGISTRATION, email }, 'email')).toBe('E-mail inválido');
  });

  it.each(['(11) 98765-4321', '(11) 3456-7890', '11987654321', '1134567890'])('accepts phone %p', (phone) => {
    expect(firstErrorOf(registrationSchema, { ...VALID_REGISTRATION, phone }, 'phone')).toBeUndefined();
  });

  it.each(['(11) 9876-543', '119876543', '119876543210', '(11)98765-4321', '11 98765 4321', 'telefone'])(
    'rejects phone %p',
    (phone) => {
      expect(firstErrorOf(registrationSchema, { ...VALID_REGISTRATION, phone }, 'phone')).toBe(
        'Telefone inválido. Use o formato (99) 99999-9999',
      );
    },
  );

  it.each(['01310-100', '01310100'])('accepts CEP %p', (cep) => {
    expect(firstErrorOf(registrationSchema, { ...VALID_REGISTRATION, cep }, 'cep')).toBeUndefined();
  });

  it.each(['01310-10', '0131010', '013101000', '01310 100', 'abcde-fgh'])('rejects CEP %p', (cep) => {
    expect(firstErrorOf(registrationSchema, { ...VALID_REGISTRATION, cep }, 'cep')).toBe('CEP inválido. Use o formato 00000-000');
  });

  it('rejects a password shorter than 8 characters', () => {
    const payload = { ...VALID_REGISTRATION, password: '1234567', password_confirmation: '1234567' };
    expect(firstErrorOf(registrationSchema, payload, 'password')).toBe('A senha deve ter no mínimo 8 caracteres');
    expect(firstErrorOf(registrationSchema, { ...payload, password: '12345678', password_confirmation: '12345678' }, 'password')).toBeUndefined();
  });

  it('rejects a confirmation that does not match', () => {
    const payload = { ...VALID_REGISTRATION, password_confirmation: 'segredo124' };
    expect(firstErrorOf(registrationSchema, payload, 'password_confirmation')).toBe('As senhas não conferem');
  });

  it('uppercases the state and wants two letters', () => {
    expect(registrationSchema.validateSync({ ...VALID_REGISTRATION, state: 'sp' }).state).toBe('SP');
    expect(firstErrorOf(registrationSchema, { ...VALID_REGISTRATION, state: 'SPX' }, 'state')).toBe(AUTH_MESSAGES.stateInvalid);
    expect(firstErrorOf(registrationSchema, { ...VALID_REGISTRATION, state: 'S1' }, 'state')).toBe(AUTH_MESSAGES.stateInvalid);
  });

  it('only lets public registration create customers', () => {
    expect(firstErrorOf(registrationSchema, { ...VALID_REGISTRATION, role: 'super_admin' }, 'role')).toBe('Perfil inválido');
  });

  it('validates store and coordinates', () => {
    expect(firstErrorOf(registrationSchema, { ...VALID_REGISTRATION, store_id: 0 }, 'store_id')).toBe('Loja inválida');
    expect(firstErrorOf(registrationSchema, { ...VALID_REGISTRATION, store_id: 'x' }, 'store_id')).toBe('Loja inválida');
    expect(firstErrorOf(registrationSchema, { ...VALID_REGISTRATION, current_latitude: 91 }, 'current_latitude')).toBe('Latitude inválida');
    expect(firstErrorOf(registrationSchema, { ...VALID_REGISTRATION, current_longitude: -181 }, 'current_longitude')).toBe('Longitude inválida');
    expect(firstErrorOf(registrationSchema, { ...VALID_REGISTRATION, current_latitude: 'abc' }, 'current_latitude')).toBe('Latitude inválida');
  });

  it('trims text fields', () => {
    expect(registrationSchema.validateSync({ ...VALID_REGISTRATION, name: '  Ana  ', email: ' ana@example.com ' })).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
    });
  });
});

describe('isPhone and isCep', () => {
  it('match masked or bare digits', () => {
    expect(isPhone('(21) 2345-6789')).toBe(true);
    expect(isPhone('21234567890')).toBe(true);
    expect(isPhone('212345678')).toBe(false);
    expect(isCep('01310-100')).toBe(true);
    expect(isCep('01310100')).toBe(true);
    expect(isCep('0131-0100')).toBe(false);
  });
});

describe('loginSchema', () => {
  it('requires email and password', () => {
    expect(errorsOf(loginSchema, {})).toEqual({ email: ['O e-mail é obrigatório'], password: ['A senha é obrigatória'] });
    expect(errorsOf(loginSchema, { email: '  ', password: '' })).toEqual({
      email: ['O e-mail é obrigatório'],
      password: ['A senha é obrigatória'],
    });
  });

  it('accepts any non-empty credentials (the server judges them)', () => {
    expect(errorsOf(loginSchema, { email: 'ana@example.com', password: 'x' })).toEqual({});
  });
});

describe('forgotPasswordSchema', () => {
  it('requires a valid email', () => {
    expect(errorsOf(forgotPasswordSchema, {})).toEqual({ email: ['O e-mail é obrigatório'] });
    expect(errorsOf(forgotPasswordSchema, { email: 'ana' })).toEqual({ email: ['E-mail inválido'] });
    expect(errorsOf(forgotPasswordSchema, { email: 'ana@example.com' })).toEqual({});
  });
});

describe('resetPasswordSchema', () => {
  const valid = { token: 'abc123', email: 'ana@example.com', password: 'novaSenha1', password_confirmation: 'novaSenha1' };

  it('accepts a valid payload', () => {
    expect(errorsOf(resetPasswordSchema, valid)).toEqual({});
  });

  it('reports every required message', () => {
    expect(errorsOf(resetPasswordSchema, {})).toEqual({
      token: ['O token é obrigatório'],
      email: ['O e-mail é obrigatório'],
      password: ['A senha é obrigatória'],
      password_confirmation: ['A confirmação de senha é obrigatória'],
    });
  });

  it('checks email format, length and confirmation', () => {
    expect(errorsOf(resetPasswordSchema, { ...valid, email: 'x@' })).toEqual({ email: ['E-mail inválido'] });
    expect(errorsOf(resetPasswordSchema, { ...valid, password: 'curta', password_confirmation: 'curta' })).toEqual({
      password: ['A senha deve ter no mínimo 8 caracteres'],
    });
    expect(errorsOf(resetPasswordSchema, { ...valid, password_confirmation: 'outraSenha1' })).toEqual({
      password_confirmation: ['As senhas não conferem'],
    });
  });
});
