/** A customer the POS finds by phone (issue 11): what the attendant needs to name the sale, nothing more. */
export type PosCustomerMatch = { user_id: number | null; name: string; phone: string; orders_count: number };

/** The phone digits worth searching: a full Brazilian number (DDD + 8 or 9 digits). */
export const posPhoneSearchable = (phone: string) => phone.replace(/\D/g, '').length >= 10;

export const POS_CUSTOMER_MESSAGES = { phoneRequired: 'Informe o telefone com DDD.' } as const;
