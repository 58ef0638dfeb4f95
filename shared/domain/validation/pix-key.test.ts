import { normalisePixKey, validatePixKey } from './pix-key';

describe('PIX key by type', () => {
  it.each([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['cnpj', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['email', ' Contato@BellaNapoli.com.br ', 'contato@bellanapoli.com.br'],
    ['phone', '(11) 98765-4321', '+5511987654321'],
    ['phone', '+55 11 3456-7890', '+551134567890'],
    ['phone', '5511987654321', '+5511987654321'],
    ['random', '123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
  ] as const)('%s %s is stored as the BR Code key %s', (type, input, key) => {
    expect(normalisePixKey(type, input)).toBe(key);
    expect(validatePixKey(type, input)).toBeNull();
  });

  it.each([
    ['cpf', '529.982.247-24'],
    ['cpf', '111.111.111-11'],
    ['cnpj', '12.ABC.345/01DE-36'],
    ['cnpj', '12.ABC.345/01DE-3A'],
    ['email', 'contato@bellanapoli'],
    ['phone', '(01) 98765-4321'],
    ['phone', '98765-4321'],
    ['random', '123e4567-e89b-12d3-a456-426614174000'],
    ['cpf', 'contato@bellanapoli.com.br'],
  ] as const)('refuses %s %s with a Portuguese message', (type, input) => {
    expect(normalisePixKey(type, input)).toBeNull();
    expect(validatePixKey(type, input)).toMatch(/^Chave PIX inválida/);
  });
});
