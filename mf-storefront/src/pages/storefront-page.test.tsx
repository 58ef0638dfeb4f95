import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Route, Routes } from 'react-router-dom';
import type { Category, Product } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, renderWithProviders, type ProvidersOptions } from '@comanda/shared/testing';
import { forgetCatalogPlaces } from '../features/storefront/lib/catalog-memory';
import { CATEGORIES, makeProduct, makeStore } from '../features/storefront/test-fixtures';
import { StorefrontPage, type StorefrontPageProps } from './storefront-page';

type Reply = { status: number; body: unknown };
type ApiMock = { store?: Reply; categories?: Reply; products?: Reply };

const ok = (body: unknown): Reply => ({ status: 200, body });
const fail = (status = 500): Reply => ({ status, body: { message: 'Erro' } });

function mockApi({ store = ok({ data: makeStore() }), categories = ok({ data: CATEGORIES }), products = ok({ data: [] }) }: ApiMock) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const { pathname } = new URL((input as Request).url);
    const reply = pathname.endsWith('/categories') ? categories : pathname.endsWith('/products') ? products : store;
    return jsonResponse(reply.body, reply.status);
  });
}

afterEach(forgetCatalogPlaces);

function setDesktop(desktop: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: desktop && query.includes('min-width'),
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

function renderPage({
  store = makeStore(),
  products = [] as Product[],
  categories = CATEGORIES as Category[],
  api = {} as ApiMock,
  options = {} as ProvidersOptions,
} = {}) {
  mockApi({ store: ok({ data: store }), products: ok({ data: products }), categories: ok({ data: categories }), ...api });
  const props: StorefrontPageProps = {
    cart: { count: 2, onOpen: jest.fn() },
    onOpenProduct: jest.fn(),
    onQuickAdd: jest.fn(),
    onOpenAuth: jest.fn(),
  };
  const view = renderWithProviders(
    <Routes>
      <Route path="/loja/:slug/*" element={<StorefrontPage {...props} />} />
      <Route path="/" element={<p>Página inicial da plataforma</p>} />
    </Routes>,
    { route: `/loja/${store.slug}`, preloadedState: authStateFor(null), ...options },
  );
  return { ...view, props, user: userEvent.setup() };
}

const cards = () => screen.queryAllByTestId('product-card');
const cardNames = () => cards().map((card) => within(card).getByRole('heading').textContent);
const manyProducts = (count: number, overrides: (index: number) => Partial<Product> = () => ({})) =>
  Array.from({ length: count }, (_, index) => makeProduct(index + 1, overrides(index + 1)));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  setDesktop(false);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  consoleError.mockRestore();
});

describe('StorefrontPage: loading errors', () => {
  it("shows 'Erro ao carregar informações da loja' when the store call fails", async () => {
    renderPage({ api: { store: fail(500) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Erro ao carregar informações da loja' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it("shows 'Loja não encontrada' when the store call returns nothing", async () => {
    renderPage({ api: { store: ok({ data: null }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Loja não encontrada' })).toBeInTheDocument();
  });

  it("shows 'Loja não encontrada' on a 404; 'Voltar ao início' goes home inside the app", async () => {
    const { user } = renderPage({ api: { store: fail(404) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Loja não encontrada' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Voltar ao início' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(await screen.findByText('Página inicial da plataforma')).toBeInTheDocument();
  });

  it('toasts when categories fail and still shows the products', async () => {
    renderPage({ products: manyProducts(2), api: { categories: fail() } });
    expect(await screen.findByText('Não foi possível carregar as categorias')).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
  });

  it('toasts when products fail and shows an empty list', async () => {
    renderPage({ api: { products: fail() } });
    expect(await screen.findByText('Não foi possível carregar os produtos')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum produto disponível')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });
});

describe('StorefrontPage: store information', () => {
  it('shows the banner, the four cards and the landmarks', async () => {
    renderPage({ store: makeStore({ description: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pizzaria Bella Napoli' })).toBeInTheDocument();
    expect(screen.getByText('Bem-vindo à nossa loja!')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByTestId('store-status')).toHaveTextContent('Aberto agora');
    const summary = screen.getByRole('list', { name: 'Resumo da loja' });
    expect(within(summary).getByRole('heading', { name: 'Taxa de Entrega' })).toBeInTheDocument();
    expect(summary).toHaveTextContent(/R\$\s7,00/);
    expect(summary).toHaveTextContent(/Grátis acima de R\$\s80,00/);
    expect(within(summary).getByRole('heading', { name: 'Pedido Mínimo' })).toBeInTheDocument();
    expect(summary).toHaveTextContent(/R\$\s30,00/);
    expect(within(summary).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/5511988887777');
    expect(within(summary).getByRole('link', { name: 'contato@bellanapoli.com.br' })).toHaveAttribute('href', 'mailto:contato@bellanapoli.com.br');
  });

  it("says 'Fechado' and 'Grátis' for a closed store without fee", async () => {
    renderPage({ store: makeStore({ isOpen: false, deliveryFee: 0, minFreeDeliveryValue: null }) });
    expect(await screen.findByTestId('store-status')).toHaveTextContent('Fechado');
    const summary = screen.getByRole('list', { name: 'Resumo da loja' });
    expect(summary).toHaveTextContent('Grátis');
    expect(summary).not.toHaveTextContent('Grátis acima de');
  });

  it('toggles the address, opening hours and delivery details', async () => {
    const { user } = renderPage({ store: makeStore({ deliveryTime: null }) });
    await user.click(await screen.findByRole('button', { name: 'Ver informações da loja' }));
    const details = screen.getByTestId('store-details');
    expect(details).toHaveTextContent('Rua Augusta, 1500 - Loja 2');
    expect(details).toHaveTextContent('São Paulo/SP');
    expect(details).toHaveTextContent('CEP 01304-001');
    expect(details).toHaveTextContent('Segunda-feira');
    expect(details).toHaveTextContent('Fechado');
    expect(details).toHaveTextContent('18:00 às 23:00');
    expect(details).toHaveTextContent('30-45 minutos');
    expect(details).toHaveTextContent('0-8 km');
    await user.click(screen.getByRole('button', { name: 'Ocultar informações' }));
    await waitFor(() => expect(screen.queryByTestId('store-details')).not.toBeInTheDocument());
  });

  it("says 'Horários não disponíveis' without opening hours", async () => {
    const { user } = renderPage({ store: makeStore({ openingHours: null, deliveryTime: '40-60 minutos' }) });
    await user.click(await screen.findByRole('button', { name: 'Ver informações da loja' }));
    expect(screen.getByTestId('store-details')).toHaveTextContent('Horários não disponíveis');
    expect(screen.getByTestId('store-details')).toHaveTextContent('40-60 minutos');
  });
});

describe('StorefrontPage: header', () => {
  it('shows Entrar and Cadastrar to guests, both opening the register tab', async () => {
    const { user, props } = renderPage();
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Pizzaria Bella Napoli')).toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Abrir carrinho, 2 itens' }));
    expect(props.cart?.onOpen).toHaveBeenCalledTimes(1);
    await user.click(within(header).getByRole('button', { name: 'Entrar' }));
    await user.click(within(header).getByRole('button', { name: 'Cadastrar' }));
    expect(props.onOpenAuth).toHaveBeenNthCalledWith(1, 'register');
    expect(props.onOpenAuth).toHaveBeenNthCalledWith(2, 'register');
    expect(within(header).queryByRole('button', { name: /Menu do usuário/ })).not.toBeInTheDocument();
  });

  it('shows the user menu when logged in', async () => {
    const { user } = renderPage({ options: { preloadedState: authStateFor(makeUser('customer', { name: 'Maria Souza' })) } });
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    // The menu loads with a signed-in user (lazy), not with every guest's first visit.
    await user.click(await within(header).findByRole('button', { name: 'Menu do usuário Maria Souza' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['Dashboard', 'Meus Pedidos', 'Meu Perfil', 'Sair']),
    );
  });
});

describe('StorefrontPage: catalog', () => {
  const products = [
    makeProduct(1, { name: 'Pizza Margherita', short_description: 'Muçarela e manjericão', category_id: 1 }),
    makeProduct(2, { name: 'Pizza Calabresa', category_id: 1 }),
    makeProduct(3, { name: 'Guaraná', category_id: 2 }),
  ];

  it("shows 'Nenhum produto disponível' for a store without products", async () => {
    renderPage({ products: [] });
    expect(await screen.findByText('Nenhum produto disponível')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Buscar produtos' })).not.toBeInTheDocument();
  });

  it('searches names and descriptions ignoring accents', async () => {
    const { user } = renderPage({ products });
    await screen.findAllByTestId('product-card');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar produtos' }), 'mucarela');
    await waitFor(() => expect(cardNames()).toEqual(['Pizza Margherita']));
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar produtos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar produtos' }), 'GUARANA');
    await waitFor(() => expect(cardNames()).toEqual(['Guaraná']));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar produtos' }), ' zero');
    expect(await screen.findByText('Nenhum produto encontrado')).toBeInTheDocument();
  });

  it('filters by category with the select on mobile', async () => {
    const { user } = renderPage({ products });
    await screen.findAllByTestId('product-card');
    const select = screen.getByRole('combobox', { name: 'Categoria' });
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text)).toEqual(['Todos', 'Pizzas', 'Bebidas']);
    await user.selectOptions(select, 'Bebidas');
    expect(cardNames()).toEqual(['Guaraná']);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('filters by category with tabs on desktop', async () => {
    setDesktop(true);
    const { user } = renderPage({ products });
    await screen.findAllByTestId('product-card');
    const tabs = screen.getByRole('tablist', { name: 'Categorias' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Todos', 'Pizzas', 'Bebidas']);
    await user.click(within(tabs).getByRole('tab', { name: 'Pizzas' }));
    expect(cardNames()).toEqual(['Pizza Margherita', 'Pizza Calabresa']);
    expect(screen.getByRole('tabpanel', { name: 'Pizzas' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Categoria' })).not.toBeInTheDocument();
  });

  it("paginates with the store's products per page, and a category change goes back to page 1", async () => {
    const list = manyProducts(7, (id) => ({ name: `Pizza ${id}`, category_id: id <= 5 ? 1 : 2 }));
    const { user } = renderPage({ store: makeStore({ productsPerPage: 2 }), products: list });
    await screen.findAllByTestId('product-card');
    expect(cardNames()).toEqual(['Pizza 1', 'Pizza 2']);
    const pagination = screen.getByRole('navigation', { name: 'Páginas de produtos' });
    await user.click(within(pagination).getByRole('button', { name: 'Ir para a página 3' }));
    expect(cardNames()).toEqual(['Pizza 5', 'Pizza 6']);
    expect(within(pagination).getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Pizzas');
    expect(cardNames()).toEqual(['Pizza 1', 'Pizza 2']);
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('a search goes back to page 1', async () => {
    const list = manyProducts(5, (id) => ({ name: `Pizza ${id}` }));
    const { user } = renderPage({ store: makeStore({ productsPerPage: 2 }), products: list });
    await screen.findAllByTestId('product-card');
    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    expect(cardNames()).toEqual(['Pizza 3', 'Pizza 4']);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar produtos' }), 'pizza');
    await waitFor(() => expect(cardNames()).toEqual(['Pizza 1', 'Pizza 2']));
  });

  it('defaults to 12 per page', async () => {
    renderPage({ store: makeStore({ productsPerPage: 0 }), products: manyProducts(13) });
    await screen.findAllByTestId('product-card');
    expect(cards()).toHaveLength(12);
  });

  it("starts with the store's display style and switches between grid, list and carousel", async () => {
    const { user } = renderPage({ store: makeStore({ productDisplayStyle: 'list', productsPerPage: 2 }), products: manyProducts(3) });
    await screen.findAllByTestId('product-card');
    const group = screen.getByRole('group', { name: 'Modo de exibição' });
    expect(within(group).getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    expect(cards()[0]).toHaveAttribute('data-layout', 'list');

    await user.click(within(group).getByRole('button', { name: 'Carrossel' }));
    expect(cards()).toHaveLength(3);
    expect(screen.getByTestId('product-carousel')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas de produtos' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximos produtos' })).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Grade' }));
    expect(cards()).toHaveLength(2);
    expect(cards()[0]).toHaveAttribute('data-layout', 'grid');
  });

  it('quick add calls onQuickAdd with the quantity and resets the card', async () => {
    const { user, props } = renderPage({ products });
    const [card] = await screen.findAllByTestId('product-card');
    const scope = within(card!);
    await user.click(scope.getByRole('button', { name: 'Aumentar quantidade de Pizza Margherita' }));
    await user.click(scope.getByRole('button', { name: 'Aumentar quantidade de Pizza Margherita' }));
    await user.click(scope.getByRole('button', { name: 'Adicionar' }));
    // After the option engine has loaded (on this first tap) and said the product needs no choice.
    await waitFor(() => expect(props.onQuickAdd).toHaveBeenCalledWith(products[0], 3, expect.objectContaining({ id: 1 })));
    expect(scope.getByRole('group', { name: 'Quantidade de Pizza Margherita' })).toHaveTextContent('1');
  });

  it('opens the product from Personalizar, the name and the image', async () => {
    const { user, props } = renderPage({ products });
    const [card] = await screen.findAllByTestId('product-card');
    const scope = within(card!);
    await user.click(scope.getByRole('button', { name: 'Personalizar' }));
    await user.click(scope.getByRole('button', { name: 'Pizza Margherita' }));
    await user.click(scope.getByRole('img', { name: 'Pizza Margherita' }));
    expect(props.onOpenProduct).toHaveBeenCalledTimes(3);
    expect(props.onOpenProduct).toHaveBeenCalledWith(products[0], expect.objectContaining({ slug: 'pizzaria-bella-napoli' }));
  });
});

describe('StorefrontPage: accessibility', () => {
  // jsdom has no layout: colour contrast is checked in the browser (see the e2e/axe run).
  const AXE_OPTIONS: axe.RunOptions = { rules: { 'color-contrast': { enabled: false }, region: { enabled: true } } };

  it.each([
    ['grid', false],
    ['list', true],
    ['carousel', false],
  ] as const)('has no axe violations in %s view (desktop: %s)', async (style, desktop) => {
    setDesktop(desktop);
    const products = manyProducts(14, (id) => ({ promo_price: id === 1 ? 8 : null, short_description: `Descrição ${id}` }));
    const { container } = renderPage({ store: makeStore({ productDisplayStyle: style }), products });
    await screen.findAllByTestId('product-card');
    const results = await axe.run(container, AXE_OPTIONS);
    expect(results.passes.length).toBeGreaterThan(10);
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('has one h1 (the store name) and h2 sections before the h3 cards', async () => {
    renderPage({ products: manyProducts(2) });
    await screen.findAllByTestId('product-card');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Pizzaria Bella Napoli']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Informações da loja', 'Cardápio']);
  });
});
