import { catalogNameKey, parseBusinessTypeCell, parseCatalogRows, parsePriceCents } from './catalog-spreadsheet';

const HEAD = ['Categoria', 'Produto', 'Descrição', 'Preço', 'Preço promocional', 'Ativo'];

describe('parsePriceCents', () => {
  it('reads Brazilian and plain decimals into centavos', () => {
    expect(parsePriceCents('29,90')).toBe(2990);
    expect(parsePriceCents('R$ 1.234,50')).toBe(123450);
    expect(parsePriceCents('29.9')).toBe(2990);
    expect(parsePriceCents('abc')).toBeNull();
    expect(parsePriceCents('-5')).toBeNull();
    expect(parsePriceCents('1,999')).toBeNull();
  });
});

describe('parseCatalogRows', () => {
  it('reads headers in any case or accent, and gives row-level errors in Portuguese with spreadsheet line numbers', () => {
    const { rows, errors } = parseCatalogRows([
      ['produto', 'categoria', 'preco', 'ativo'],
      ['Margherita', 'Pizzas', '49,90', 'sim'],
      ['', '', '', ''],
      ['Calabresa', 'Pizzas', 'quarenta', 'sim'],
      ['Coca-Cola', '', '7', 'talvez'],
      ['Margherita', 'Pizzas', '50', ''],
    ]);
    expect(rows).toEqual([{ line: 2, category: 'Pizzas', product: 'Margherita', description: null, priceCents: 4990, promoPriceCents: null, active: true, options: null }]);
    expect(errors.map((e) => e.message)).toEqual([
      'Linha 4: preço inválido',
      'Linha 5: ativo deve ser "sim" ou "não"',
      'Linha 6: produto repetido (já está na linha 2)',
    ]);
  });

  it('names missing required columns and refuses a promo price not below the price', () => {
    expect(parseCatalogRows([['produto'], ['x']]).errors[0]!.message).toBe('Linha 1: Faltam as colunas: categoria, preço.');
    expect(parseCatalogRows([HEAD, ['Pizzas', 'Margherita', '', '40', '45', 'não']]).errors[0]!.message).toBe('Linha 2: o preço promocional deve ser menor que o preço');
    expect(parseCatalogRows([HEAD, ['Pizzas', 'Margherita', '', '40', '35', 'não']]).rows[0]).toMatchObject({ promoPriceCents: 3500, active: false });
  });

  it('an empty category is a product without one (as the export writes it)', () => {
    expect(parseCatalogRows([HEAD, ['', 'Água', '', '4', '', 'sim']]).rows[0]).toMatchObject({ category: null, product: 'Água' });
  });

  it('reads the business type column by slug or name; empty = the store type; unknown is a row error', () => {
    const head = [...HEAD, 'Tipo de negócio'];
    const { rows, errors } = parseCatalogRows([
      head,
      ['Pizzas', 'Margherita', '', '40', '', 'sim', 'pizzaria'],
      ['Açaí', 'Açaí 500 ml', '', '20', '', 'sim', 'Açaiteria'],
      ['Lanches', 'X-Salada', '', '20', '', 'sim', ''],
      ['Sushi', 'Temaki', '', '30', '', 'sim', 'sushi'],
    ]);
    expect(rows.map((r) => r.businessTypeSlug)).toEqual(['pizzaria', 'acaiteria', null]);
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/^Linha 5: tipo de negócio desconhecido: "sushi" \(use um destes: pizzaria, /)]);
    // Without the column the product keeps its type (the key is absent).
    expect(parseCatalogRows([HEAD, ['Pizzas', 'Margherita', '', '40', '', 'sim']]).rows[0]).not.toHaveProperty('businessTypeSlug');
    expect(parseBusinessTypeCell(' FOOD-TRUCK ')).toBe('food-truck');
    expect(parseBusinessTypeCell('Delivery de Marmitas')).toBe('marmitaria');
  });

  it('matches names ignoring accents, case and repeated spaces, in one key', () => {
    expect(catalogNameKey('  Pão  de QUEIJO ')).toBe(catalogNameKey('pao de queijo'));
    expect(parseCatalogRows([HEAD, ['Pães', 'Pão de queijo', '', '5', '', 'sim'], ['paes', 'PAO DE QUEIJO', '', '6', '', 'sim']]).errors[0]!.message).toBe('Linha 3: produto repetido (já está na linha 2)');
  });
});
