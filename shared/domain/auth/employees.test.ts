import { acceptInvitationSchema, inviteEmployeeSchema, updateEmployeeSchema } from './employees';

const errorsOf = (schema: { validateSync: (v: unknown, o: object) => unknown }, value: unknown): Record<string, string> => {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (err) {
    return Object.fromEntries((err as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
  }
};

describe('employee schemas (form and API)', () => {
  it('an invitation needs an e-mail and a role a store may invite; the e-mail is normalised, a blank branch is the whole store', () => {
    expect(inviteEmployeeSchema.validateSync({ email: ' Ana@Loja.COM.br ', role: 'attendant', branch_id: '' })).toEqual({ name: '', email: 'ana@loja.com.br', role: 'attendant', branch_id: null });
    expect(errorsOf(inviteEmployeeSchema, { email: 'ana', role: 'store_owner' })).toEqual({ email: 'E-mail inválido', role: 'Função inválida' });
    expect(errorsOf(inviteEmployeeSchema, { email: 'ana@loja.com.br', role: 'attendant', branch_id: 'x' })).toEqual({ branch_id: 'Filial inválida' });
  });

  it('an update says the role, the branch and whether the person is active', () => {
    expect(errorsOf(updateEmployeeSchema, { role: 'store_admin', branch_id: 3, active: false })).toEqual({});
    expect(errorsOf(updateEmployeeSchema, { role: 'attendant', branch_id: null })).toEqual({ active: 'Informe se o funcionário está ativo' });
  });

  it('accepting needs a name and a confirmed password of at least 8 characters', () => {
    expect(errorsOf(acceptInvitationSchema, { name: '', password: '1234567', password_confirmation: 'x' })).toEqual({
      name: 'O nome é obrigatório',
      password: 'A senha deve ter no mínimo 8 caracteres',
      password_confirmation: 'As senhas não conferem',
    });
  });
});
