/**
 * A product image as stored: a path under the store's storage ('stores/12/products/abc.webp', served at
 * /storage/…) or an absolute https URL. No scheme-relative, `..`, backslash or control characters.
 */
export function isProductImageUrl(value: string): boolean {
  if (value.length > 500 || /[\s\\<>"']/.test(value)) return false;
  if (value.startsWith('https://')) {
    try {
      return new URL(value).hostname.length > 0;
    } catch {
      return false;
    }
  }
  const path = value.replace(/^\/?storage\//, '');
  return /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(path) && !path.split('/').includes('..');
}

