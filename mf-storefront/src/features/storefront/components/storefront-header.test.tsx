import { fireEvent, render, screen, within } from '@testing-library/react';
import { makeStore } from '../test-fixtures';
import { GuestButtons, StorefrontHeader } from './storefront-header';

const LOGO = '/storage/uploads/1/logo-0123456789abcdef0123-192.webp';
const SMALL = '/storage/uploads/1/logo-0123456789abcdef0123-96.webp';

const renderHeader = (logo: string | null) => render(<StorefrontHeader store={makeStore({ logo })} cartButton={null} account={<GuestButtons onOpenAuth={jest.fn()} />} />);

describe('StorefrontHeader: the logo avatar', () => {
  it('an uploaded logo offers its 96 and 192 px sizes for the 40 px avatar', () => {
    renderHeader(LOGO);
    const image = screen.getByRole('img', { name: 'Logo de Pizzaria Bella Napoli' });
    expect(image).toHaveAttribute('src', LOGO);
    expect(image).toHaveAttribute('srcset', `${SMALL} 96w, ${LOGO} 192w`);
    expect(image).toHaveAttribute('sizes', '40px');
  });

  it('a seed logo is a plain src; no logo the initial', () => {
    const { unmount } = renderHeader('demo/bella/logo.png');
    const image = screen.getByRole('img', { name: 'Logo de Pizzaria Bella Napoli' });
    expect(image).toHaveAttribute('src', '/storage/demo/bella/logo.png');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    unmount();
    renderHeader(null);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('P')).toBeInTheDocument();
  });

  it('a logo that fails to load falls back to the initial', () => {
    renderHeader(LOGO);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('P')).toBeInTheDocument();
  });
});

describe('StorefrontHeader: its slots', () => {
  it('the store name, then the cart and the account, in that order', () => {
    render(
      <StorefrontHeader
        store={makeStore()}
        cartButton={<button type="button">Carrinho</button>}
        account={<button type="button">Minha conta</button>}
      />,
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Pizzaria Bella Napoli')).toBeInTheDocument();
    expect(within(header).getAllByRole('button').map((button) => button.textContent)).toEqual(['Carrinho', 'Minha conta']);
  });

  it('a guest’s "Entrar" and "Cadastrar" both open the auth dialog on the register tab (spec section 4)', () => {
    const onOpenAuth = jest.fn();
    render(<StorefrontHeader store={makeStore()} cartButton={null} account={<GuestButtons onOpenAuth={onOpenAuth} />} />);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onOpenAuth).toHaveBeenLastCalledWith('register');
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(onOpenAuth).toHaveBeenLastCalledWith('register');
    expect(onOpenAuth).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: /Favoritar/ })).toBeNull();
  });
});
