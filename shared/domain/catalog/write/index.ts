export { OPTION_WRITE_LIMITS, OPTION_WRITE_MESSAGES } from './limits';
export { editableGroups, productOptionsSchema } from './options-schema';
export { validateProductOptions } from './validate-product-options';
export type { CanonicalOptionItem, CanonicalProductOptions, OptionWriteErrors, ValidateOptions, ValidatedProductOptions } from './validate-product-options';
