import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme } from '@mui/material/styles';
import type { VariantType } from 'notistack';
import { renderWithProviders } from '@comanda/shared/testing';
import { TOAST_CONFIG } from './toast-config';
import { useToastArea, useToasts } from '@comanda/shared/state';
import { TOAST_LIFTED_CLASS, toastAnchor } from './toast-area';

const PURPLE = '#6a1b9a';
const purpleTheme = createTheme({ palette: { primary: { main: PURPLE } } });

function StoreArea() {
  useToastArea(purpleTheme);
  return null;
}

/** Buttons that toast each variant, and a switch that mounts the store area. */
function Harness() {
  const { enqueueSnackbar } = useToasts();
  const [inStore, setInStore] = useState(false);
  const toast = (variant: VariantType) => enqueueSnackbar(`${variant} ${inStore ? 'na loja' : 'no painel'}`, { variant });
  return (
    <>
      {inStore && <StoreArea />}
      <button type="button" onClick={() => setInStore(!inStore)}>
        alternar loja
      </button>
      {(['success', 'error', 'info'] as const).map((variant) => (
        <button key={variant} type="button" onClick={() => toast(variant)}>
          {variant}
        </button>
      ))}
    </>
  );
}

function setPhone(phone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: phone && query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

const toastOf = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('.notistack-MuiContent')!;
const containerOf = (toast: HTMLElement) => toast.closest<HTMLElement>('.notistack-SnackbarContainer')!;

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('toast placement', () => {
  it("keeps the spec's top-right corner outside a themed area", () => {
    expect(toastAnchor(false, true)).toEqual(TOAST_CONFIG.anchorOrigin);
    expect(toastAnchor(false, false)).toEqual({ vertical: 'top', horizontal: 'right' });
  });

  it("leaves the top-right corner (dialog close buttons, the cart drawer's header) inside a themed area", () => {
    expect(toastAnchor(true, true)).toEqual({ vertical: 'bottom', horizontal: 'center' });
    expect(toastAnchor(true, false)).toEqual({ vertical: 'top', horizontal: 'center' });
  });
});

describe('useToastArea', () => {
  it("colours toasts with the area's theme while it is mounted, then goes back to the platform look", async () => {
    setPhone(false);
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(screen.getByRole('button', { name: 'success' }));
    const platform = await toastOf('success no painel');
    expect(platform.style.backgroundColor).toBe('');
    expect(containerOf(platform)).toHaveStyle({ top: '14px', right: '20px' });

    await user.click(screen.getByRole('button', { name: 'alternar loja' }));
    await user.click(screen.getByRole('button', { name: 'success' }));
    await user.click(screen.getByRole('button', { name: 'info' }));
    await user.click(screen.getByRole('button', { name: 'error' }));
    expect(await toastOf('success na loja')).toHaveStyle({ backgroundColor: PURPLE, color: '#ffffff' });
    expect(await toastOf('info na loja')).toHaveStyle({ backgroundColor: PURPLE });
    // An error keeps meaning error: the theme's error colour, never the brand colour.
    expect(await toastOf('error na loja')).toHaveStyle({ backgroundColor: purpleTheme.palette.error.main });
    expect(containerOf(await toastOf('success na loja'))).toHaveStyle({ top: '14px', left: '50%' });

    await user.click(screen.getByRole('button', { name: 'alternar loja' }));
    await user.click(screen.getByRole('button', { name: 'error' }));
    expect((await toastOf('error no painel')).style.backgroundColor).toBe('');
  });

  it('on a phone, rises from the bottom centre above the floating cart button', async () => {
    setPhone(true);
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'alternar loja' }));
    await user.click(screen.getByRole('button', { name: 'success' }));
    const container = containerOf(await toastOf('success na loja'));
    expect(container).toHaveClass(TOAST_LIFTED_CLASS);
    expect(container).toHaveStyle({ bottom: '88px' });
  });
});
