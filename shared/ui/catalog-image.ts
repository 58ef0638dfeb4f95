/** Spec section 7: an image path not starting with http is served from the storage path. */
export function storageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/.test(path) || path.startsWith('/storage/')) return path;
  return `/storage/${path.replace(/^\/+/, '')}`;
}

export const PRODUCT_PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#eeeeee"/><g fill="#bdbdbd"><circle cx="200" cy="135" r="52"/><rect x="120" y="205" width="160" height="18" rx="9"/></g></svg>',
  );
