import { isChunkLoadError } from './chunk-load-error';

describe('isChunkLoadError', () => {
  it.each([
    [Object.assign(new Error('x'), { name: 'ChunkLoadError' })],
    [new Error('Loading chunk 812 failed.\n(missing: http://x/812.js)')],
    [new Error('Loading CSS chunk 3 failed.')],
    [new TypeError('Failed to fetch dynamically imported module: http://x/a.js')],
  ])('is true for a chunk that did not download: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([[new Error('quebrou')], [new TypeError("Cannot read properties of undefined (reading 'id')")], ['Loading chunk 1 failed'], [null]])(
    'is false for a render error or a non-error: %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});
