import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { storeToken, storeUser } from '@comanda/shared/state/auth-storage';
import { makeUser } from '@comanda/shared/testing';
import { forgetCatalogPlaces } from '../features/storefront/lib/catalog-memory';
import { CATEGORIES, makeProduct, makeStore } from '../features/storefront/test-fixtures';
import type { StorefrontSsrData } from '../ssr/storefront-ssr-state';
import { FirstScreenApp } from './first-screen-app';
import { hydrateFirstScreen } from './index';
import { listenForIntents, type FirstScreenIntent } from './intents';
import { fullScreenMounted, swapContainers, TakeoverGate } from './takeover';

const store = makeStore();
const data: StorefrontSsrData = {
  slug: store.slug,
  store,
  categories: CATEGORIES,
  products: [makeProduct(1, { name: 'Calabresa' }), makeProduct(2, { name: 'Margherita' })],
};

/** #root holding the server's markup of the first screen, as the API sends it. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<FirstScreenApp data={data} onIntent={() => undefined} />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  forgetCatalogPlaces();
});

describe('hydrateFirstScreen', () => {
  it("hydrates the server's markup without a difference, then reports the page interactive", async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = serverPage();
    const cards = container.querySelectorAll('[data-testid="product-card"]');
    const onHydrated = jest.fn();
    await act(async () => {
      expect(hydrateFirstScreen(container, data, { wantApp: jest.fn(), onHydrated })).not.toBeNull();
    });
    expect(onHydrated).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    // The very elements of the server's HTML (a tap made before hydration is replayed on them).
    expect(container.querySelectorAll('[data-testid="product-card"]')[0]).toBe(cards[0]);
    errors.mockRestore();
  });

  it('refuses state that is not a storefront’s', () => {
    expect(hydrateFirstScreen(serverPage(), { slug: 'x' }, { wantApp: jest.fn(), onHydrated: jest.fn() })).toBeNull();
  });

  it('what only the app does becomes an intent, and asks for the app', async () => {
    const container = serverPage();
    const wantApp = jest.fn();
    await act(async () => {
      hydrateFirstScreen(container, data, { wantApp, onHydrated: jest.fn() });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abrir carrinho, 0 itens' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Personalizar' })[1]!);
    const received: FirstScreenIntent[] = [];
    const stop = listenForIntents((intent) => received.push(intent));
    stop();
    expect(received).toEqual([{ type: 'auth', tab: 'register' }, { type: 'cart' }, { type: 'product', productId: 2 }]);
    expect(wantApp).toHaveBeenCalledTimes(3);
  });

  it("a signed-in user sees their name instead of the server's 'Entrar', and it asks for their menu", async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    storeToken('stored-token');
    storeUser(makeUser('customer', { name: 'Ana Souza' }));
    const container = serverPage();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    await act(async () => {
      hydrateFirstScreen(container, data, { wantApp: jest.fn(), onHydrated: jest.fn() });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Menu do usuário Ana Souza' });
    expect(menu).toHaveTextContent('AAna');
    fireEvent.click(menu);
    const received: FirstScreenIntent[] = [];
    listenForIntents((intent) => received.push(intent))();
    expect(received).toEqual([{ type: 'account' }]);
    errors.mockRestore();
  });

  it('a stored user without a token is a guest', async () => {
    storeUser(makeUser('customer', { name: 'Ana Souza' }));
    const container = serverPage();
    await act(async () => {
      hydrateFirstScreen(container, data, { wantApp: jest.fn(), onHydrated: jest.fn() });
    });
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('the search and the category stay the first screen’s own: no app needed', async () => {
    const container = serverPage();
    const wantApp = jest.fn();
    await act(async () => {
      hydrateFirstScreen(container, data, { wantApp, onHydrated: jest.fn() });
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar produtos' }), { target: { value: 'marg' } });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
    expect(wantApp).not.toHaveBeenCalled();
  });

  it('takes over: the app renders hidden beside it, and replaces it once its storefront has mounted, keeping the focused field', async () => {
    const container = serverPage();
    let screenApi: ReturnType<typeof hydrateFirstScreen> = null;
    await act(async () => {
      screenApi = hydrateFirstScreen(container, data, { wantApp: jest.fn(), onHydrated: jest.fn() });
    });
    const search = screen.getByRole('searchbox', { name: 'Buscar produtos' }) as HTMLInputElement;
    search.focus();
    let appContainer: HTMLElement | null = null;
    act(() =>
      screenApi!.takeOver((next) => {
        appContainer = next;
        next.innerHTML = `<input id="${search.id}" value="">`;
      }),
    );
    expect(appContainer!.hidden).toBe(true);
    expect(document.getElementById('root')).toBe(container);

    act(() => fullScreenMounted());
    expect(container.isConnected).toBe(false);
    expect(appContainer!.hidden).toBe(false);
    expect(appContainer!.id).toBe('root');
    expect(document.activeElement).toBe(appContainer!.querySelector('input'));
  });
});

describe('swapContainers', () => {
  it('gives the app’s carousels and tab strip the positions the customer scrolled them to, by name and rank', () => {
    const current = document.createElement('div');
    current.id = 'root';
    current.innerHTML = '<div data-keep-scroll="tabs"></div><ul data-keep-scroll="carousel"></ul><ul data-keep-scroll="carousel"></ul>';
    const next = document.createElement('div');
    next.hidden = true;
    next.innerHTML = '<div data-keep-scroll="tabs"></div><ul data-keep-scroll="carousel"></ul><ul data-keep-scroll="carousel"></ul>';
    document.body.append(current, next);
    const [tabs, firstCarousel, secondCarousel] = Array.from(current.querySelectorAll<HTMLElement>('[data-keep-scroll]'));
    tabs!.scrollLeft = 90;
    firstCarousel!.scrollLeft = 0;
    secondCarousel!.scrollLeft = 640;

    swapContainers(current, next);
    expect(Array.from(next.querySelectorAll<HTMLElement>('[data-keep-scroll]')).map((element) => element.scrollLeft)).toEqual([90, 0, 640]);
    expect(next.id).toBe('root');
  });

  it('leaves a scroller whose counterpart is another one where it is', () => {
    const current = document.createElement('div');
    current.innerHTML = '<ul data-keep-scroll="carousel"></ul>';
    const next = document.createElement('div');
    next.innerHTML = '<div data-keep-scroll="tabs"></div>';
    document.body.append(current, next);
    current.querySelector<HTMLElement>('ul')!.scrollLeft = 300;
    swapContainers(current, next);
    expect(next.querySelector<HTMLElement>('div')!.scrollLeft).toBe(0);
  });
});

describe('hydrateFirstScreen: when the customer is using the first screen', () => {
  it('the app waits for their next request before taking the page over: a quantity they chose does not vanish under them', async () => {
    const container = serverPage();
    let screenApi: ReturnType<typeof hydrateFirstScreen> = null;
    await act(async () => {
      screenApi = hydrateFirstScreen(container, data, { wantApp: jest.fn(), onHydrated: jest.fn() });
    });
    const plus = screen.getAllByRole('button', { name: 'Aumentar quantidade de Calabresa' })[0]!;
    fireEvent.click(plus);
    act(() => screenApi!.takeOver(() => undefined));
    act(() => fullScreenMounted());
    expect(container.isConnected).toBe(true);
    expect(screen.getByRole('group', { name: 'Quantidade de Calabresa' })).toHaveTextContent('2');

    fireEvent.click(screen.getAllByRole('button', { name: 'Personalizar' })[0]!);
    expect(container.isConnected).toBe(false);
  });
});

describe('TakeoverGate', () => {
  it('swaps once, when the app is there and the customer has not clicked or has asked for the app since', () => {
    const taken = jest.fn();
    const swap = jest.fn();
    const looking = new TakeoverGate(taken);
    looking.appMounted(swap);
    expect(swap).toHaveBeenCalledTimes(1);

    const clicking = new TakeoverGate(taken);
    clicking.customerClicked();
    clicking.appMounted(swap);
    expect(swap).toHaveBeenCalledTimes(1);
    clicking.customerAsked();
    clicking.force(swap);
    expect(swap).toHaveBeenCalledTimes(2);
    expect(taken).toHaveBeenCalledTimes(2);

    const stuck = new TakeoverGate(taken);
    stuck.customerClicked();
    stuck.force(swap);
    expect(swap).toHaveBeenCalledTimes(3);
  });
});
