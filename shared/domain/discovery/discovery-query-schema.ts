// The query's yup schema apart from its constants and its URL form, so that the browser's first load, which only
// builds discovery URLs, does not bring yup with it.
import { boolean, number, object, string } from 'yup';
import '../validation/yup-locale';
import { onlyDigits } from '../masks';
import { DISCOVERY_MAX_PER_PAGE, DISCOVERY_MESSAGES, DISCOVERY_PER_PAGE } from './discovery-query';

const flag = () =>
  boolean()
    .transform((value: unknown, original: unknown) => (original === '1' || original === 'true' ? true : original === '0' || original === 'false' || original === '' ? false : value))
    .typeError('Use true ou false.')
    .default(false);

const blankIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** GET /api/stores/discover's query string. */
export const discoveryQuerySchema = object({
  cep: string()
    .transform((value: string) => onlyDigits(value))
    .transform(blankIsNull)
    .nullable()
    .default(null)
    .test('cep', DISCOVERY_MESSAGES.cepInvalid, (value) => value === null || value === undefined || value.length === 8),
  city: string().trim().transform(blankIsNull).nullable().default(null).max(100, DISCOVERY_MESSAGES.cityTooLong),
  uf: string()
    .trim()
    .transform(blankIsNull)
    .nullable()
    .default(null)
    .test('uf', DISCOVERY_MESSAGES.ufInvalid, (value) => value === null || value === undefined || /^[A-Za-z]{2}$/.test(value))
    .transform((value: string | null) => (value === null ? null : value.toUpperCase())),
  business_type: string().trim().transform(blankIsNull).nullable().default(null).max(100, DISCOVERY_MESSAGES.businessTypeUnknown),
  open_now: flag(),
  delivers: flag(),
  address_id: number().typeError(DISCOVERY_MESSAGES.addressUnknown).integer(DISCOVERY_MESSAGES.addressUnknown).positive(DISCOVERY_MESSAGES.addressUnknown).nullable().default(null),
  page: number().typeError(DISCOVERY_MESSAGES.page).integer(DISCOVERY_MESSAGES.page).min(1, DISCOVERY_MESSAGES.page).max(10_000, DISCOVERY_MESSAGES.page).default(1),
  per_page: number()
    .typeError(DISCOVERY_MESSAGES.perPage)
    .integer(DISCOVERY_MESSAGES.perPage)
    .min(1, DISCOVERY_MESSAGES.perPage)
    .max(DISCOVERY_MAX_PER_PAGE, DISCOVERY_MESSAGES.perPage)
    .default(DISCOVERY_PER_PAGE),
})
  .test('one-location', DISCOVERY_MESSAGES.oneLocation, function (value) {
    return value.cep === null || value.address_id === null || this.createError({ path: 'address_id', message: DISCOVERY_MESSAGES.oneLocation });
  })
  .test('delivers-needs-address', DISCOVERY_MESSAGES.deliversNeedsAddress, function (value) {
    return !value.delivers || value.cep !== null || value.address_id !== null || this.createError({ path: 'delivers', message: DISCOVERY_MESSAGES.deliversNeedsAddress });
  });
