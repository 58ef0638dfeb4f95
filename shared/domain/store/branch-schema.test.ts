import { ValidationError } from 'yup';
import { branchCreateSchema, branchSchema } from './branch-schema';

const HOURS = { monday: ['18:00-02:00'], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
const VALID = { name: 'Bella Napoli - Pinheiros', slug: 'Bella-Napoli-Pinheiros', phone: '(11) 98888-7777', cep: '05422-000', state: 'sp', openingHours: HOURS };

async function errorsOf(input: unknown): Promise<Record<string, string>> {
  try {
    await branchSchema.validate(input, { abortEarly: false });
    return {};
  } catch (err) {
    return Object.fromEntries((err as ValidationError).inner.map((e) => [e.path ?? '', e.message]));
  }
}

describe('branchSchema', () => {
  it('normalises slug, phone, CEP and state like the store profile', async () => {
    const branch = await branchSchema.validate(VALID);
    expect(branch).toMatchObject({ slug: 'bella-napoli-pinheiros', phone: '11988887777', cep: '05422000', state: 'SP', whatsapp: null, latitude: null });
    expect(branch.openingHours.monday).toEqual(['18:00-02:00']);
  });

  it('names every bad field in Portuguese', async () => {
    const errors = await errorsOf({ ...VALID, name: ' ', slug: 'Com espaço!', cep: '123', openingHours: { ...HOURS, monday: ['25:00-26:00'] } });
    expect(errors.name).toBe('Informe o nome da filial.');
    expect(errors.slug).toMatch(/letras minúsculas/);
    expect(errors.cep).toMatch(/CEP inválido/);
    expect(errors['openingHours.monday[0]']).toBeDefined();
  });

  it('copies the catalog only when asked', async () => {
    expect((await branchCreateSchema.validate(VALID)).copy_catalog).toBe(false);
    expect((await branchCreateSchema.validate({ ...VALID, copy_catalog: true })).copy_catalog).toBe(true);
  });
});
