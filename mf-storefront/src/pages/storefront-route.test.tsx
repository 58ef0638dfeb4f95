import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { AuthUser } from '@comanda/shared/domain';
import { authCheckFinished } from '@comanda/shared/state';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { CATEGORIES, makeProduct, makeStore } from '../features/storefront/test-fixtures';
import { queueIntent } from '../first-screen/intents';
import { whenFullScreenMounted } from '../first-screen/takeover';
import { StorefrontRoute } from './storefront-route';

/** A purple store: nothing it opens may fall back to the platform's red. */
const PURPLE = '#6A1B9A';
const store = makeStore({ primaryColor: PURPLE, secondaryColor: '#AB47BC', backgroundColor: '#F3E5F5' });
const pizza = makeProduct(1, { name: 'Pizza Margherita', business_type_slug: 'pizzaria' });

/** The painted background of a contained MUI button, which MUI sets through a CSS variable. */
function buttonBackground(button: HTMLElement): string {
  const style = getComputedStyle(button);
  const variable = /^var\((--[\w-]+)\)$/.exec(style.backgroundColor)?.[1];
  return (variable ? style.getPropertyValue(variable) : style.backgroundColor).trim().toUpperCase();
}

function renderRoute(user: AuthUser | null = null, auth = authStateFor(user), onCommit: () => void = () => undefined) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const { pathname } = new URL((input as Request).url);
    if (pathname.endsWith('/categories')) return jsonResponse({ data: CATEGORIES });
    if (pathname.endsWith('/products')) return jsonResponse({ data: [pizza] });
    if (pathname.endsWith(`/stores/${store.slug}`)) return jsonResponse({ data: store });
    return jsonResponse({ data: [] });
  });
  const { store: appStore } = renderWithProviders(
    <Profiler id="storefront-route" onRender={onCommit}>
      <Routes>
        <Route path="/loja/:slug/*" element={<StorefrontRoute />} />
      </Routes>
    </Profiler>,
    { route: `/loja/${store.slug}`, preloadedState: auth },
  );
  return Object.assign(userEvent.setup(), { appStore });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe("StorefrontRoute: dialogs and toasts in the store's colours", () => {
  it('the product modal and its toast wear the store colour, not the platform red', async () => {
    const user = renderRoute();
    const [card] = await screen.findAllByTestId('product-card');
    await user.click(within(card!).getByRole('button', { name: 'Personalizar' }));
    const modal = await screen.findByRole('dialog');
    const add = await within(modal).findByRole('button', { name: /Adicionar ao Carrinho/ });
    expect(buttonBackground(add)).toBe(PURPLE);

    await user.click(add);
    const toast = (await screen.findByText('Produto adicionado ao carrinho')).closest('.notistack-MuiContent');
    expect(toast).toHaveStyle({ backgroundColor: PURPLE, color: '#ffffff' });
  });

  it("a card's Adicionar puts the line in the cart and toasts the spec message once", async () => {
    const user = renderRoute();
    const [card] = await screen.findAllByTestId('product-card');
    await user.click(within(card!).getByRole('button', { name: 'Aumentar quantidade de Pizza Margherita' }));
    await user.click(within(card!).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('2 unidade(s) de Pizza Margherita adicionada(s) ao carrinho')).toBeInTheDocument();
    expect(screen.getAllByText('2 unidade(s) de Pizza Margherita adicionada(s) ao carrinho')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Abrir carrinho, 2 itens' })).toBeInTheDocument();

    // The cart now says it: its toast closes instead of covering the cart's total and 'Finalizar Pedido' on a phone.
    await user.click(screen.getByRole('button', { name: 'Abrir carrinho, 2 itens' }));
    await waitForElementToBeRemoved(() => screen.queryByText('2 unidade(s) de Pizza Margherita adicionada(s) ao carrinho'));
    expect(await screen.findByRole('button', { name: /Finalizar Pedido/ })).toBeInTheDocument();
  });

  it('the login dialog wears the store colour', async () => {
    const user = renderRoute();
    await screen.findAllByTestId('product-card');
    await user.click(screen.getAllByRole('button', { name: 'Entrar' })[0]!);
    const dialog = await screen.findByRole('dialog');
    const submit = await within(dialog).findByRole('button', { name: 'Cadastrar' });
    expect(buttonBackground(submit)).toBe(PURPLE);
  });
});

describe('StorefrontRoute: what the customer asked of the first screen before the app took over', () => {
  it('adds a quick add once the catalog is there, with its toast; then opens a product asked while the app is there', async () => {
    const mounted = jest.fn();
    whenFullScreenMounted(mounted);
    queueIntent({ type: 'quick-add', productId: pizza.id, quantity: 2 });
    renderRoute();
    expect(await screen.findByText('2 unidade(s) de Pizza Margherita adicionada(s) ao carrinho')).toBeInTheDocument();
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Abrir carrinho, 2 itens' })).toBeInTheDocument();

    // Asked while the app is already there (between the takeover and the swap): carried out at once.
    act(() => queueIntent({ type: 'product', productId: pizza.id }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Pizza Margherita');
  });

  it('opens the login dialog; a product the catalog no longer has opens nothing', async () => {
    queueIntent({ type: 'product', productId: 999 });
    queueIntent({ type: 'auth', tab: 'login' });
    renderRoute();
    await screen.findAllByTestId('product-card');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it("opens a signed-in user's menu asked in the first screen", async () => {
    queueIntent({ type: 'account' });
    renderRoute(makeUser('customer', { name: 'Ana Souza' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Meus Pedidos' })).toBeInTheDocument();
  });

  it('a menu asked for a session the app found invalid opens the login dialog', async () => {
    queueIntent({ type: 'account' });
    renderRoute(null);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it("waits for the app's start-up check of the session before answering the account's intents", async () => {
    queueIntent({ type: 'account' });
    const ana = makeUser('customer', { name: 'Ana Souza' });
    let commits = 0;
    const { appStore } = renderRoute(ana, { auth: { ...authStateFor(ana).auth, isLoading: true } }, () => {
      // A render loop runs synchronously inside act(): stop it here, or the test would never end.
      if ((commits += 1) > 500) throw new Error('the route renders again and again');
    });
    await screen.findAllByTestId('product-card');
    // Waiting is idle: the page does not render again and again until the check ends.
    const settled = commits;
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(commits - settled).toBeLessThanOrEqual(2);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      appStore.dispatch(authCheckFinished());
    });
    expect(await screen.findByRole('menu')).toHaveTextContent('Ana Souza');
  });
});

