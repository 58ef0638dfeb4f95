import { maskPhone, type AdminStoreDetails, type AdminStoreEdit } from '@comanda/shared/domain';

/** What the admin edits of a store (adminStoreEditSchema); phones as masked text, '' = none. */
export type StoreEditValues = { name: string; email: string; phone: string; whatsapp: string; is_active: boolean };

export function editValuesOf(store: AdminStoreDetails): StoreEditValues {
  return {
    name: store.name,
    email: store.email ?? '',
    phone: store.phone ? maskPhone(store.phone) : '',
    whatsapp: store.whatsapp ? maskPhone(store.whatsapp) : '',
    is_active: store.is_active,
  };
}

export function storeEditBody(values: StoreEditValues): AdminStoreEdit {
  return {
    name: values.name.trim(),
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    whatsapp: values.whatsapp.trim() || null,
    is_active: values.is_active,
  };
}
