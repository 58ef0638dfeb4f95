import { ValidationError } from 'yup';
import { yupFieldErrors } from '../validation';
import { PROFILE_MESSAGES, RESERVED_STORE_SLUGS, storeProfileSchema } from './store-profile';
import { branchSchema } from './branch-schema';
import { storeSignupSchema } from '../platform/onboarding';

const valid = { name: 'Pizzaria Bella Napoli', slug: 'bella-napoli', textColor: '#222222', backgroundColor: '#ffffff', primaryColor: '#f5c518' };

async function errorsOf(input: Record<string, unknown>): Promise<Record<string, string[]>> {
  try {
    await storeProfileSchema.validate(input, { abortEarly: false });
    return {};
  } catch (err) {
    if (err instanceof ValidationError) return yupFieldErrors(err);
    throw err;
  }
}

describe('storeProfileSchema', () => {
  it('normalises: empty fields become null, the slug is lowercased, the UF uppercased', async () => {
    const profile = await storeProfileSchema.validate({ ...valid, slug: 'Bella-Napoli', description: '  ', state: 'sp', latitude: '' });
    expect(profile).toMatchObject({ slug: 'bella-napoli', description: null, state: 'SP', latitude: null, logo: null });
    expect(await storeProfileSchema.validate({ ...valid, phone: '(11) 3456-7890', cep: '01310-100' })).toMatchObject({ phone: '1134567890', cep: '01310100' });
  });

  it('refuses text that does not reach 4.5:1 on the background, saying the ratio', async () => {
    const errors = await errorsOf({ ...valid, textColor: '#999999', backgroundColor: '#ffffff', primaryColor: '#aaaaaa' });
    expect(errors.backgroundColor).toEqual(['O texto sobre o fundo tem contraste 2,84:1; o mínimo é 4,5:1.']);
    // Text on the primary colour is the theme's white or black (textColourOn), never the store's text colour.
    expect(errors.primaryColor).toBeUndefined();
  });

  it('checks formats in Portuguese: slug, colours, phone, e-mail, CEP and image paths', async () => {
    const errors = await errorsOf({ ...valid, slug: 'Minha Loja!', textColor: 'preto', phone: '1199999', email: 'x@', cep: '123', logo: '/storage/../../etc/passwd' });
    expect(Object.keys(errors).sort()).toEqual(['cep', 'email', 'logo', 'phone', 'slug', 'textColor']);
    expect(errors.slug).toEqual(['Use só letras minúsculas, números e hífens (ex.: minha-loja).']);
  });

  it('accepts an uploaded image path and the masked contact fields', async () => {
    expect(await errorsOf({ ...valid, logo: '/storage/uploads/1/logo-abc-192.webp', phone: '(11) 3456-7890', whatsapp: '(11) 98765-4321', cep: '01310-100', email: 'contato@bella.com.br' })).toEqual({});
  });

  it('refuses a slug the public API uses beside /api/stores/{slug}, wherever a slug is chosen', async () => {
    expect(RESERVED_STORE_SLUGS).toContain('discover');
    expect((await errorsOf({ ...valid, slug: 'Discover' })).slug).toEqual([PROFILE_MESSAGES.slugReserved]);
    await expect(branchSchema.validateAt('slug', { slug: 'discover' })).rejects.toThrow(PROFILE_MESSAGES.slugReserved);
    await expect(storeSignupSchema.validateAt('slug', { slug: 'discover' })).rejects.toThrow(PROFILE_MESSAGES.slugReserved);
  });
});
