import { boolean, object, string, type InferType } from 'yup';
import { maskPhone, onlyDigits } from '../masks';
import { EMAIL_PATTERN } from '../validation';
import '../validation/yup-locale';

/** A store's own driver (employee) or a freelancer paid per delivery. */
export const DRIVER_KINDS = ['own', 'freelancer'] as const;
export type DriverKind = (typeof DRIVER_KINDS)[number];
export const DRIVER_KIND_LABELS: Record<DriverKind, string> = { own: 'Próprio', freelancer: 'Freelancer' };

export const DRIVER_VEHICLES = ['moto', 'bicicleta', 'carro', 'a_pe'] as const;
export type DriverVehicle = (typeof DRIVER_VEHICLES)[number];
export const DRIVER_VEHICLE_LABELS: Record<DriverVehicle, string> = { moto: 'Moto', bicicleta: 'Bicicleta', carro: 'Carro', a_pe: 'A pé' };

export const DRIVER_MESSAGES = {
  nameRequired: 'Informe o nome do entregador',
  phoneRequired: 'Informe o celular do entregador',
  phoneInvalid: 'Celular inválido. Use o formato (99) 99999-9999',
  emailRequired: 'Informe o e-mail: é o login do entregador no app',
  emailInvalid: 'E-mail inválido',
  emailTaken: 'Já existe um entregador com este e-mail nesta loja',
  accountNotDriver: 'Este e-mail pertence a uma conta que não é de entregador',
  kindInvalid: 'Escolha próprio ou freelancer',
  vehicleInvalid: 'Escolha o veículo',
  plateInvalid: 'Placa inválida',
  activeRequired: 'Informe se o entregador está ativo',
  invited: 'Entregador cadastrado. O convite para o app foi enviado por e-mail; você também pode enviá-lo pelo WhatsApp.',
  added: 'Entregador cadastrado. Ele já tem conta e verá esta loja no app.',
  inactive: 'Este entregador está inativo.',
} as const;

const phone = () =>
  string()
    .trim()
    .required(DRIVER_MESSAGES.phoneRequired)
    .test('phone', DRIVER_MESSAGES.phoneInvalid, (value) => {
      const digits = onlyDigits(value ?? '');
      return digits.length === 10 || digits.length === 11;
    })
    .transform((value: string) => maskPhone(value));

const plate = () =>
  string()
    .trim()
    .uppercase()
    .max(8, DRIVER_MESSAGES.plateInvalid)
    .matches(/^$|^[A-Z]{3}-?\d[A-Z0-9]\d{2}$/, DRIVER_MESSAGES.plateInvalid)
    .nullable()
    .default(null);

const driverFields = {
  name: string().trim().required(DRIVER_MESSAGES.nameRequired).max(120),
  phone: phone(),
  kind: string().required(DRIVER_MESSAGES.kindInvalid).oneOf([...DRIVER_KINDS], DRIVER_MESSAGES.kindInvalid),
  vehicle: string().required(DRIVER_MESSAGES.vehicleInvalid).oneOf([...DRIVER_VEHICLES], DRIVER_MESSAGES.vehicleInvalid),
  plate: plate(),
};

/** POST /stores/{id}/delivery/drivers: the store registers a driver and invites the account by e-mail (and WhatsApp). */
export const createDriverSchema = object({
  ...driverFields,
  email: string().trim().lowercase().required(DRIVER_MESSAGES.emailRequired).matches(EMAIL_PATTERN, DRIVER_MESSAGES.emailInvalid),
});

/** PUT /stores/{id}/delivery/drivers/{driverId}: the e-mail (the account) does not change. */
export const updateDriverSchema = object({
  ...driverFields,
  active: boolean().typeError(DRIVER_MESSAGES.activeRequired).required(DRIVER_MESSAGES.activeRequired),
});

export type CreateDriverInput = InferType<typeof createDriverSchema>;
export type UpdateDriverInput = InferType<typeof updateDriverSchema>;

/** What the driver is doing now, as the store's screens show it. */
export type DriverState = 'offline' | 'idle' | 'on_trip';
export const DRIVER_STATE_LABELS: Record<DriverState, string> = { offline: 'Offline', idle: 'Livre', on_trip: 'Em rota' };

export type DriverPosition = { latitude: number; longitude: number; at: string };

/** A driver in the store's list and monitor. Money in reais. */
export type DriverView = {
  id: number;
  name: string;
  phone: string;
  email: string;
  kind: DriverKind;
  vehicle: DriverVehicle;
  plate: string | null;
  active: boolean;
  /** false until the driver accepted the invitation (created the account). */
  has_account: boolean;
  /** The invitation link while it is pending (to send by WhatsApp); null otherwise. */
  invite_url: string | null;
  state: DriverState;
  position: DriverPosition | null;
  /** The trip in progress, if any. */
  trip_id: number | null;
  deliveries_today: number;
  /** Cash received at the door and not settled into a register yet. */
  cash_in_hand: number;
};

/** A WhatsApp link that opens a chat with the driver with the invitation text. */
export function driverInviteWhatsAppLink(phoneNumber: string, storeName: string, inviteUrl: string): string {
  const digits = onlyDigits(phoneNumber);
  const text = `Olá! ${storeName} convidou você para entregar pelo app Comanda. Crie sua senha: ${inviteUrl}`;
  return `https://wa.me/55${digits}?text=${encodeURIComponent(text)}`;
}
