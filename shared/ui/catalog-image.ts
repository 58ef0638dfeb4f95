// Spec section 7 (an image path not starting with http is served from the storage path): one rule, in the domain,
// which the server-rendered link previews use too.
export { storageUrl } from '@comanda/shared/domain';

export const PRODUCT_PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#eeeeee"/><g fill="#bdbdbd"><circle cx="200" cy="135" r="52"/><rect x="120" y="205" width="160" height="18" rx="9"/></g></svg>',
  );
