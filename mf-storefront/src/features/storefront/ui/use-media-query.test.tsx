import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useMediaQuery } from './use-media-query';
import { up } from './tokens';

function Probe() {
  return <span>{useMediaQuery(up.md) ? 'desktop' : 'phone'}</span>;
}

describe('useMediaQuery', () => {
  let listeners: (() => void)[];
  let matches: boolean;
  beforeEach(() => {
    listeners = [];
    matches = true;
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({
        get matches() {
          return matches && query === '(min-width: 900px)';
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
        removeEventListener: (_type: string, listener: () => void) => (listeners = listeners.filter((item) => item !== listener)),
      }),
    });
  });

  it('hydrates with the server answer (false), then follows the media query', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('phone');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onRecoverableError = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('desktop');
    matches = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(container.textContent).toBe('phone');
    errors.mockRestore();
  });
});
