import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS_TYPE_SLUGS, toggleOption, type BusinessTypeSlug, type NormalizedOption } from '@comanda/shared/domain';
import { hasOptionsPanel } from './product-options-panel';
import { RAW } from './test-fixtures';
import { renderStatic } from './test-utils';

type Row = {
  slug: BusinessTypeSlug;
  /** Fieldset legends (role group). */
  groups: string[];
  /** Info sections (role region). */
  regions: string[];
  /** A checkbox to tick: group title, item name, selection key, options list. */
  tick: [group: string, item: string, key: string, list: string];
};

const ROWS: Row[] = [
  {
    slug: 'pizzaria',
    groups: ['Tamanho', 'Sabor/Cobertura', 'Borda', 'Acompanhamentos', 'Observações'],
    regions: ['Sobre a Pizza', 'Informações Nutricionais', 'Informações de Preparo', 'Formas de Entrega', 'Recomendações', 'Dias de Promoção'],
    tick: ['Acompanhamentos', 'Refrigerante 2L', 'selectedSideDishes', 'side_dishes'],
  },
  {
    slug: 'restaurante',
    groups: ['Ponto de Cozimento', 'Acompanhamentos', 'Molhos', 'Observações'],
    regions: ['Sobre o Prato', 'Tempo de Preparo', 'Informações Nutricionais', 'Recomendação do Chef', 'Porção', 'Disponibilidade', 'Eventos'],
    tick: ['Acompanhamentos', 'Arroz', 'selectedSides', 'sides'],
  },
  {
    slug: 'sorveteria',
    groups: ['Tamanho', 'Sabores', 'Coberturas', 'Complementos', 'Recipiente', 'Observações'],
    regions: ['Sobre o Sorvete', 'Informações Nutricionais'],
    tick: ['Coberturas', 'Granulado', 'selectedIceCreamToppings', 'ice_cream_toppings'],
  },
  {
    slug: 'hamburgueria',
    groups: ['Ponto da Carne', 'Adicionais', 'Queijos', 'Molhos', 'Nível de Picante'],
    regions: ['Sobre o Hambúrguer', 'Tipo de Pão', 'Informações Nutricionais', 'Tempo de Preparo'],
    tick: ['Queijos', 'Cheddar', 'selectedCheeses', 'queijos'],
  },
  {
    slug: 'bar',
    groups: ['Tamanho', 'Adicionais', 'Gelo'],
    regions: ['Sobre a Bebida', 'Informações Alcoólicas', 'Informações Nutricionais (por 100 ml)', 'Alérgenos', 'Harmonização', 'Indicações e Contraindicações'],
    tick: ['Adicionais', 'Limão', 'selectedAddons', 'addons'],
  },
  {
    slug: 'lanchonete',
    groups: ['Tamanho', 'Molhos', 'Queijos', 'Adicionais'],
    regions: ['Sobre o Lanche', 'Ingredientes', 'Acompanhamentos', 'Informações Nutricionais'],
    tick: ['Molhos', 'Mostarda', 'selectedMolhos', 'molhos'],
  },
  {
    slug: 'cafeteria',
    groups: ['Tamanho', 'Tipos de Leite', 'Adoçantes', 'Acompanhamentos', 'Copo para Viagem'],
    regions: ['Sobre o Café', 'Informações Nutricionais e Dietéticas'],
    tick: ['Adoçantes', 'Mel', 'selectedSweeteners', 'sweeteners'],
  },
  {
    slug: 'padaria',
    groups: ['Tamanho', 'Recheios', 'Coberturas', 'Adicionais'],
    regions: ['Sobre o Produto', 'Ingredientes', 'Alergênicos', 'Informações Dietéticas', 'Informações Adicionais', 'Preço Total'],
    tick: ['Recheios', 'Goiabada', 'selectedFillings', 'fillings'],
  },
  {
    slug: 'acaiteria',
    groups: ['Tamanho', 'Frutas', 'Coberturas', 'Complementos', 'Adicionais Especiais'],
    regions: ['Sobre o Açaí', 'Combinação Pronta', 'Informações Nutricionais e Dietéticas'],
    tick: ['Frutas', 'Morango', 'selectedFruits', 'fruits'],
  },
  {
    slug: 'doceria',
    groups: ['Tamanho', 'Recheios', 'Coberturas', 'Personalização', 'Opções para Presente'],
    regions: ['Sobre o Doce', 'Informação de Encomenda', 'Informações Nutricionais e Dietéticas'],
    tick: ['Coberturas', 'Ganache', 'selectedToppings', 'toppings'],
  },
  {
    slug: 'pastelaria',
    groups: ['Tamanho', 'Recheios', 'Acompanhamentos'],
    regions: ['Sobre o Pastel', 'Combo', 'Informações Nutricionais'],
    tick: ['Recheios', 'Queijo extra', 'selectedFillings', 'fillings'],
  },
  {
    slug: 'churrascaria',
    groups: ['Ponto da Carne', 'Tamanho', 'Cortes', 'Temperos Especiais', 'Acompanhamentos', 'Molhos'],
    regions: ['Sobre a Carne', 'Rodízio', 'Combinação Pronta', 'Informações Nutricionais'],
    tick: ['Cortes', 'Picanha extra 100 g', 'selectedCuts', 'cuts'],
  },
  {
    slug: 'marmitaria',
    groups: ['Tamanho', 'Proteínas', 'Acompanhamentos', 'Legumes e Verduras'],
    regions: ['Sobre a Refeição', 'Plano de Assinatura', 'Informações Nutricionais'],
    tick: ['Proteínas', 'Filé de tilápia', 'selectedProteins', 'proteins'],
  },
  {
    slug: 'food-truck',
    groups: ['Tamanho', 'Ingredientes Principais', 'Adicionais', 'Molhos'],
    regions: ['Sobre o Produto', 'Combo', 'Locais e Eventos', 'Tempo de Preparo', 'Informações Nutricionais e Dietéticas'],
    tick: ['Adicionais', 'Bacon', 'selectedAddons', 'addons'],
  },
];

describe('ProductOptionsPanel', () => {
  it('covers the 14 business types', () => {
    expect(ROWS.map((row) => row.slug).sort()).toEqual([...BUSINESS_TYPE_SLUGS].sort());
  });

  it.each(ROWS)('$slug: shows its blocks and ticks through toggleOption', async ({ slug, groups, regions, tick: [group, item, key, list] }) => {
    const user = userEvent.setup();
    const { options, selection, onChange } = renderStatic(slug, RAW[slug]);
    for (const name of groups) expect(screen.getByRole('group', { name })).toBeInTheDocument();
    for (const name of regions) expect(screen.getByRole('region', { name })).toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name: item }));
    const option = ((options as unknown as Record<string, NormalizedOption[]>)[list] ?? []).find((candidate) => candidate.name === item);
    expect(option).toBeDefined();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(toggleOption(options, selection, key as never, option as NormalizedOption));
  });

  it('hasOptionsPanel knows the 14 slugs only', () => {
    for (const slug of BUSINESS_TYPE_SLUGS) expect(hasOptionsPanel(slug)).toBe(true);
    expect(hasOptionsPanel('floricultura')).toBe(false);
    expect(hasOptionsPanel('toString')).toBe(false);
    expect(hasOptionsPanel(null)).toBe(false);
  });
});

describe('ProductOptionsPanel with a stale selection', () => {
  it('warns about chosen items the product no longer offers', () => {
    renderStatic('acaiteria', RAW.acaiteria, { selectedFruits: [{ id: 'fruits:9:kiwi', name: 'Kiwi', priceCents: 300, quantity: 1 }] });
    expect(screen.getByRole('alert')).toHaveTextContent('Algumas opções escolhidas não estão mais disponíveis: Kiwi.');
  });
});
