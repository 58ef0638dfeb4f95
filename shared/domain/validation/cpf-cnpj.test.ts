import { isValidCnpj, isValidCpf, validateCpfCnpj } from './cpf-cnpj';

// Check digits computed independently (python, the (sum*10) % 11 form of the CPF rule).
const VALID_CPFS = ['52998224725', '11144477735', '00000000191', '93541134780', '12345678909'];
const VALID_CNPJS = ['11222333000181', '45997418000153', '00000000000191', '19100000000191'];

const maskCpf = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
const maskCnpj = (d: string) => `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;

describe('CPF', () => {
  it.each(VALID_CPFS)('accepts %s bare and masked', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
    expect(isValidCpf(maskCpf(cpf))).toBe(true);
    expect(validateCpfCnpj(cpf)).toBeNull();
    expect(validateCpfCnpj(maskCpf(cpf))).toBeNull();
  });

  it.each([
    ['wrong first check digit', '52998224735'],
    ['wrong second check digit', '52998224726'],
    ['both check digits swapped', '52998224752'],
    ['masked with a wrong digit', '529.982.247-24'],
  ])('rejects %s', (_case, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
    expect(validateCpfCnpj(cpf)).toBe('CPF inválido');
  });

  it.each(['00000000000', '11111111111', '99999999999', '111.111.111-11'])('rejects repeated digits %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
    expect(validateCpfCnpj(cpf)).toBe('CPF inválido');
  });

  it('rejects letters even when the digits would be valid', () => {
    expect(isValidCpf('529a98224725')).toBe(false);
    expect(validateCpfCnpj('529.982.247-25x')).toBe('CPF inválido');
  });

  it('rejects lengths other than 11 in isValidCpf', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
  });
});

describe('CNPJ', () => {
  it.each(VALID_CNPJS)('accepts %s bare and masked', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
    expect(isValidCnpj(maskCnpj(cnpj))).toBe(true);
    expect(validateCpfCnpj(cnpj)).toBeNull();
    expect(validateCpfCnpj(maskCnpj(cnpj))).toBeNull();
  });

  it.each([
    ['wrong first check digit', '11222333000191'],
    ['wrong second check digit', '11222333000182'],
    ['masked with a wrong digit', '11.222.333/0001-80'],
  ])('rejects %s', (_case, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
    expect(validateCpfCnpj(cnpj)).toBe('CNPJ inválido');
  });

  it.each(['00000000000000', '22222222222222', '22.222.222/2222-22'])('rejects repeated digits %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
    expect(validateCpfCnpj(cnpj)).toBe('CNPJ inválido');
  });
});

describe('validateCpfCnpj length routing', () => {
  it('judges anything that is not 11 digits as a CNPJ', () => {
    expect(validateCpfCnpj('1')).toBe('CNPJ inválido');
    expect(validateCpfCnpj('5299822472')).toBe('CNPJ inválido'); // 10 digits
    expect(validateCpfCnpj('529982247250')).toBe('CNPJ inválido'); // 12 digits
    expect(validateCpfCnpj('1122233300018')).toBe('CNPJ inválido'); // 13 digits
    expect(validateCpfCnpj('112223330001810')).toBe('CNPJ inválido'); // 15 digits
    expect(validateCpfCnpj('abc')).toBe('CNPJ inválido');
  });

  it('leaves blank values to validateRequired', () => {
    expect(validateCpfCnpj('')).toBeNull();
    expect(validateCpfCnpj('   ')).toBeNull();
    expect(validateCpfCnpj(null)).toBeNull();
    expect(validateCpfCnpj(undefined)).toBeNull();
  });
});

describe('alphanumeric CNPJ (from July 2026)', () => {
  it('accepts the Receita Federal example, masked, bare and in lower case', () => {
    for (const cnpj of ['12.ABC.345/01DE-35', '12ABC34501DE35', '12abc34501de35']) {
      expect(isValidCnpj(cnpj)).toBe(true);
      expect(validateCpfCnpj(cnpj)).toBeNull();
    }
  });

  it('refuses wrong check digits, letters in the check digits and other characters', () => {
    for (const cnpj of ['12.ABC.345/01DE-36', '12ABC34501DE3A', '12ABC34501D!35', 'AAAAAAAAAAAA00']) expect(isValidCnpj(cnpj)).toBe(false);
  });
});
