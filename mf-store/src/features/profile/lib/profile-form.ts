import { maskCep, maskPhone, type StoreProfile, type StoreProfileInput } from '@comanda/shared/domain';

/** Every field as the form holds it: text ('' for empty), masked phones and CEP. */
export type ProfileFormValues = { [K in keyof StoreProfileInput]: string };

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function formValuesOf(profile: StoreProfile): ProfileFormValues {
  return {
    name: profile.name,
    slug: profile.slug,
    description: text(profile.description),
    logo: text(profile.logo),
    cover: text(profile.cover),
    primaryColor: text(profile.primaryColor),
    secondaryColor: text(profile.secondaryColor),
    backgroundColor: text(profile.backgroundColor),
    textColor: text(profile.textColor),
    phone: maskPhone(profile.phone),
    whatsapp: maskPhone(profile.whatsapp),
    email: text(profile.email),
    cep: maskCep(profile.cep),
    address: text(profile.address),
    number: text(profile.number),
    complement: text(profile.complement),
    district: text(profile.district),
    city: text(profile.city),
    state: text(profile.state),
    latitude: text(profile.latitude),
    longitude: text(profile.longitude),
  };
}
