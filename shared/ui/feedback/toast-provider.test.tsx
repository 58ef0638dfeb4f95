import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { attachToastSink, useToasts } from '@comanda/shared/state';
import { ToastProvider } from './toast-area';

// The real host (notistack) is exercised by toast-area.test.tsx; here, when the provider mounts it.
jest.mock('./toast-host', () => ({
  __esModule: true,
  default: function FakeToastHost() {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock factories cannot use imports
    const { useEffect: useMountEffect, useState } = require('react') as typeof import('react');
    const [shown, setShown] = useState<string[]>([]);
    useMountEffect(() => attachToastSink(({ message }) => setShown((current) => [...current, String(message)])), []);
    return (
      <div data-testid="toast-host">
        {shown.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    );
  },
}));

let idleTasks: (() => void)[] = [];
beforeEach(() => {
  idleTasks = [];
  window.requestIdleCallback = jest.fn((task: IdleRequestCallback) => idleTasks.push(() => task({ didTimeout: false, timeRemaining: () => 50 })));
  window.cancelIdleCallback = jest.fn();
});
afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

function ToastOnMount({ text }: { text: string }) {
  const { enqueueSnackbar } = useToasts();
  useEffect(() => enqueueSnackbar(text), [enqueueSnackbar, text]);
  return null;
}

describe('ToastProvider: notistack out of the first load', () => {
  it('does not mount the toast host with the page, only once the browser is idle (2 s at the latest)', async () => {
    render(<ToastProvider><p>página</p></ToastProvider>);
    expect(screen.getByText('página')).toBeInTheDocument();
    expect(screen.queryByTestId('toast-host')).toBeNull();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    act(() => idleTasks.forEach((task) => task()));
    expect(await screen.findByTestId('toast-host')).toBeInTheDocument();
  });

  it('a toast asked for before the browser is idle loads the host at once and is shown', async () => {
    render(
      <ToastProvider>
        <ToastOnMount text="Produto adicionado ao carrinho" />
      </ToastProvider>,
    );
    expect(await screen.findByText('Produto adicionado ao carrinho')).toBeInTheDocument();
    expect(idleTasks).toHaveLength(1); // the idle task was never needed
  });

  it('without requestIdleCallback (Safari), the host loads on the next task', async () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    render(<ToastProvider><p>página</p></ToastProvider>);
    expect(await screen.findByTestId('toast-host')).toBeInTheDocument();
  });
});
