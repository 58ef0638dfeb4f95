import { ValidationError } from 'yup';
import { deliveryZoneInputSchema, yupFieldErrors, type Coordinates, type DeliveryZoneInput, type DeliveryZoneKind, type DeliveryZoneView } from '@comanda/shared/domain';

/** A zone as its dialog edits it: money in reais (CurrencyField), the bairros one per line, the km as typed. */
export type ZoneFormValues = {
  kind: DeliveryZoneKind;
  name: string;
  fee: number | null;
  minOrderValue: number | null;
  estimatedTime: string;
  isActive: boolean;
  districts: string;
  city: string;
  state: string;
  upToKm: string;
  polygon: Coordinates[];
};

/** Errors keyed like the API's 422 ('fee', 'polygon', 'districts.0'…), first message each. */
export type ZoneErrors = Record<string, string>;

export function newZoneValues(kind: DeliveryZoneKind, place: { city: string | null; state: string | null }): ZoneFormValues {
  return { kind, name: '', fee: null, minOrderValue: null, estimatedTime: '', isActive: true, districts: '', city: place.city ?? '', state: place.state ?? '', upToKm: '', polygon: [] };
}

export function zoneValuesOf(zone: DeliveryZoneView): ZoneFormValues {
  return {
    kind: zone.kind,
    name: zone.name,
    fee: zone.fee,
    minOrderValue: zone.minOrderValue,
    estimatedTime: zone.estimatedTime ?? '',
    isActive: zone.isActive,
    districts: zone.districts.join('\n'),
    city: zone.city ?? '',
    state: zone.state ?? '',
    upToKm: zone.upToKm === null ? '' : String(zone.upToKm).replace('.', ','),
    polygon: zone.polygon ?? [],
  };
}

const km = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/** The request the dialog sends (only the fields of its kind). */
export function zoneRequestOf(values: ZoneFormValues, sortOrder: number | null = null): DeliveryZoneInput {
  return {
    kind: values.kind,
    name: values.name.trim(),
    fee: values.fee as number,
    minOrderValue: values.minOrderValue,
    estimatedTime: values.estimatedTime.trim() || null,
    isActive: values.isActive,
    sortOrder,
    districts: values.kind === 'district' ? values.districts.split(/[\n;,]/).map((d) => d.trim()).filter(Boolean) : [],
    city: values.kind === 'district' ? values.city.trim() || null : null,
    state: values.kind === 'district' ? values.state.trim().toUpperCase() || null : null,
    upToKm: values.kind === 'distance' ? km(values.upToKm) : null,
    polygon: values.kind === 'polygon' ? values.polygon : null,
  };
}

/** The shared schema over the request, errors as the API would key them. */
export function validateZone(values: ZoneFormValues): ZoneErrors {
  try {
    deliveryZoneInputSchema.validateSync(zoneRequestOf(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(Object.entries(yupFieldErrors(error)).map(([key, messages]) => [key, messages[0] ?? '']));
  }
}

/** The first error of a field or of its items ('districts' or 'districts.3'). */
export const errorOf = (errors: ZoneErrors, field: string): string | undefined =>
  errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
