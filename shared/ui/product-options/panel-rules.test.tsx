import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normalizeProductOptions, selectSingle, setFlag, toggleCombo, type NormalizedOption } from '@comanda/shared/domain';
import { RAW } from './test-fixtures';
import { renderLive, renderStatic } from './test-utils';

const picked = (option: NormalizedOption) => ({ ...option, quantity: 1 });
/** formatBRL separates 'R$' with a no-break space. */
const brl = (text: string) => text.replace('R$ ', 'R$\u00a0');

const group = (name: string) => screen.getByRole('group', { name });
const region = (name: string) => screen.getByRole('region', { name });
const optionNamed = (list: readonly NormalizedOption[], name: string) => {
  const option = list.find((item) => item.name === name);
  if (option === undefined) throw new Error(`no option ${name}`);
  return option;
};

describe('hamburgueria', () => {
  it('offers the meat point for beef and picks it through selectSingle', async () => {
    const user = userEvent.setup();
    const { options, selection, onChange } = renderStatic('hamburgueria', RAW.hamburgueria);
    const meatPoint = group('Ponto da Carne');
    expect(within(meatPoint).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toHaveLength(6);
    await user.click(within(meatPoint).getByRole('radio', { name: 'Ao ponto' }));
    expect(onChange).toHaveBeenCalledWith(selectSingle(options, selection, 'meatPoint', optionNamed(options.meat_points, 'Ao ponto')));
  });

  it('hides the meat point for chicken', () => {
    renderStatic('hamburgueria', { ...RAW.hamburgueria, tipo_carne: 'frango' });
    expect(screen.queryByRole('group', { name: 'Ponto da Carne' })).not.toBeInTheDocument();
    expect(group('Nível de Picante')).toBeInTheDocument();
  });

  it('shows the value-list labels, units and the fixed extra prices', () => {
    renderStatic('hamburgueria', RAW.hamburgueria);
    const about = region('Sobre o Hambúrguer');
    expect(about).toHaveTextContent('Bovina');
    expect(about).toHaveTextContent('180 g');
    expect(about).toHaveTextContent('Duplo');
    expect(region('Tipo de Pão')).toHaveTextContent('Brioche');
    expect(region('Informações Nutricionais')).toHaveTextContent('850 kcal');
    expect(region('Tempo de Preparo')).toHaveTextContent('20 min');
    expect(group('Nível de Picante')).toHaveTextContent('Padrão da casa: Médio');
    // The accessible name is the option name; the price is its description.
    expect(within(group('Adicionais')).getByRole('checkbox', { name: 'Bacon' })).toHaveAccessibleDescription(brl('+ R$ 2,50'));
    expect(within(group('Queijos')).getByRole('checkbox', { name: 'Cheddar' })).toHaveAccessibleDescription(brl('+ R$ 3,00'));
    expect(within(group('Molhos')).getByRole('checkbox', { name: 'Barbecue' })).toHaveAccessibleDescription(brl('+ R$ 1,50'));
  });

  it('is keyboard operable', async () => {
    const user = userEvent.setup();
    const { last } = renderLive('hamburgueria', RAW.hamburgueria);
    const bacon = within(group('Adicionais')).getByRole('checkbox', { name: 'Bacon' });
    await user.tab(); // the meat point radios are one tab stop
    await user.tab();
    expect(bacon).toHaveFocus();
    await user.keyboard(' ');
    expect(bacon).toBeChecked();
    expect(last()?.selectedAddons.map((item) => item.name)).toEqual(['Bacon']);
  });
});

describe('bar', () => {
  it('shows the alcohol block for beer, with its details', () => {
    renderStatic('bar', RAW.bar);
    const alcohol = region('Informações Alcoólicas');
    expect(alcohol).toHaveTextContent('4,5 %');
    expect(alcohol).toHaveTextContent('IPA');
    expect(region('Sobre a Bebida')).toHaveTextContent('600 ml');
  });

  it('hides it for a juice, unless teor_alcoolico is set', () => {
    const juice = { tipo_bebida: 'suco', tipo_suco: 'Natural', sabor_suco: 'Laranja', teor_alcoolico: false, ice_options: [{ name: 'Com gelo' }] };
    const { unmount } = renderStatic('bar', juice);
    expect(screen.queryByRole('region', { name: 'Informações Alcoólicas' })).not.toBeInTheDocument();
    expect(region('Sobre o Suco')).toHaveTextContent('Laranja');
    unmount();
    renderStatic('bar', { ...juice, teor_alcoolico: 2 });
    expect(region('Informações Alcoólicas')).toHaveTextContent('2 %');
  });

  it('preselects the first ice option', () => {
    renderStatic('bar', RAW.bar);
    expect(within(group('Gelo')).getByRole('radio', { name: 'Com gelo' })).toBeChecked();
  });
});

describe('cafeteria', () => {
  it('hides the takeaway cups when takeaway is not allowed or there are no cups', () => {
    const { unmount } = renderStatic('cafeteria', { ...RAW.cafeteria, allow_takeaway: false });
    expect(screen.queryByRole('group', { name: 'Copo para Viagem' })).not.toBeInTheDocument();
    unmount();
    renderStatic('cafeteria', { ...RAW.cafeteria, takeaway_cups: [] });
    expect(screen.queryByRole('group', { name: 'Copo para Viagem' })).not.toBeInTheDocument();
  });

  it('shows the coffee labels and the size prices', () => {
    renderStatic('cafeteria', RAW.cafeteria);
    expect(region('Sobre o Café')).toHaveTextContent('Arábica');
    expect(region('Sobre o Café')).toHaveTextContent('Espresso');
    expect(within(group('Tamanho')).getByRole('radio', { name: 'P' })).toBeChecked();
    expect(within(group('Tamanho')).getByRole('radio', { name: 'M' })).toHaveAccessibleDescription(brl('R$ 10,90'));
  });
});

describe('doceria', () => {
  it('hides the customisation without options text', () => {
    renderStatic('doceria', { ...RAW.doceria, customization_options: '' });
    expect(screen.queryByRole('group', { name: 'Personalização' })).not.toBeInTheDocument();
  });

  it('customisation and gift options go through setFlag/setText and feed the debug prices', async () => {
    const user = userEvent.setup();
    const { options, selection, last } = renderLive('doceria', RAW.doceria, undefined, 80);
    const note = screen.getByRole('note', { name: 'Resumo do preço' });
    expect(note).toHaveTextContent('Preço base: R$ 80,00');
    expect(note).toHaveTextContent('Preço calculado: R$ 80,00');

    const customization = group('Personalização');
    expect(customization).toHaveTextContent('Nome e idade no topo');
    await user.click(within(customization).getByRole('checkbox', { name: 'Adicionar personalização' }));
    expect(last()).toEqual(setFlag(options, selection, 'addCustomization', true));
    await user.type(within(customization).getByRole('textbox', { name: 'Pedido de personalização' }), 'Ana 30');
    expect(last()?.customizationRequest).toBe('Ana 30');
    expect(note).toHaveTextContent('Preço calculado: R$ 100,00');

    const gifts = group('Opções para Presente');
    expect(within(gifts).queryByRole('textbox', { name: 'Mensagem do cartão' })).not.toBeInTheDocument();
    await user.click(within(gifts).getByRole('checkbox', { name: 'Cartão de presente' }));
    await user.type(within(gifts).getByRole('textbox', { name: 'Mensagem do cartão' }), 'Parabéns!');
    expect(last()?.giftMessage).toBe('Parabéns!');
    expect(note).toHaveTextContent('Preço calculado: R$ 112,00');
    expect(region('Informação de Encomenda')).toHaveTextContent('3 dias');
    expect(screen.getByRole('list', { name: 'Informações dietéticas' })).toHaveTextContent('Diet/Light');
  });
});

describe('pizzaria', () => {
  it('single flavour is a radio choice through selectSingle, edge starts on Sem borda', async () => {
    const user = userEvent.setup();
    const { options, selection, onChange } = renderStatic('pizzaria', RAW.pizzaria);
    expect(screen.queryByRole('group', { name: 'Sabores' })).not.toBeInTheDocument();
    const flavour = group('Sabor/Cobertura');
    expect(within(flavour).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(flavour).getByRole('radio', { name: 'Margherita' }));
    expect(onChange).toHaveBeenCalledWith(selectSingle(options, selection, 'selectedToppings', optionNamed(options.toppings, 'Margherita')));
    expect(within(group('Borda')).getByRole('radio', { name: 'Sem borda' })).toBeChecked();
    expect(within(group('Tamanho')).getByRole('radio', { name: 'Média' })).toBeChecked();
  });

  it('half-half: multi-choice up to max_toppings with the counter, extras disabled at the limit', async () => {
    const user = userEvent.setup();
    const { last } = renderLive('pizzaria', RAW.pizzaria);
    await user.click(screen.getByRole('switch', { name: 'Meio a Meio' }));
    expect(last()?.halfHalfEnabled).toBe(true);
    const flavours = group('Sabores');
    expect(flavours).toHaveTextContent('Você pode escolher até 3 sabores diferentes');
    expect(flavours).toHaveTextContent('Selecionados: 0/3');
    for (const name of ['Calabresa', 'Margherita', 'Quatro Queijos']) await user.click(within(flavours).getByRole('checkbox', { name }));
    expect(flavours).toHaveTextContent('Selecionados: 3/3');
    expect(within(flavours).getByRole('checkbox', { name: 'Portuguesa' })).toBeDisabled();
    expect(within(flavours).getByRole('checkbox', { name: 'Calabresa' })).toBeEnabled();
    // Flavours carry no stepper.
    expect(within(flavours).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(flavours).getByRole('checkbox', { name: 'Calabresa' }));
    expect(within(flavours).getByRole('checkbox', { name: 'Portuguesa' })).toBeEnabled();
  });

  it('shows the engine violation next to the flavours', () => {
    const { toppings } = normalizeProductOptions('pizzaria', RAW.pizzaria);
    renderStatic('pizzaria', RAW.pizzaria, { selectedToppings: [picked(optionNamed(toppings, 'Margherita')), picked(optionNamed(toppings, 'Calabresa'))] });
    expect(within(group('Sabor/Cobertura')).getByRole('alert')).toHaveTextContent('Por favor, remova alguns sabores para continuar. O máximo permitido é 1.');
  });

  it('hides the half-half toggle and observations when the product disallows them; shows delivery methods and promo days', () => {
    renderStatic('pizzaria', { ...RAW.pizzaria, allow_half_half: false, allow_observations: false });
    expect(screen.queryByRole('switch', { name: 'Meio a Meio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Observações' })).not.toBeInTheDocument();
    const delivery = region('Formas de Entrega');
    for (const method of ['Delivery', 'Retirada', 'Consumo no Local']) expect(delivery).toHaveTextContent(method);
    expect(region('Dias de Promoção')).toHaveTextContent('Terça-feira');
    expect(region('Informações de Preparo')).toHaveTextContent('Forno a lenha');
  });
});

describe('restaurante', () => {
  it("counts sides up to max_sides, disabling the rest and the plus at the limit", async () => {
    const user = userEvent.setup();
    renderLive('restaurante', RAW.restaurante);
    const sides = group('Acompanhamentos');
    expect(sides).toHaveTextContent('Você pode escolher até 2 acompanhamentos.');
    expect(sides).toHaveTextContent('Selecionados 0/2');
    await user.click(within(sides).getByRole('checkbox', { name: 'Arroz' }));
    expect(sides).toHaveTextContent('Selecionados 1/2');
    expect(within(sides).getByRole('button', { name: 'Diminuir Arroz' })).toBeDisabled();
    await user.click(within(sides).getByRole('button', { name: 'Aumentar Arroz' }));
    expect(sides).toHaveTextContent('Selecionados 2/2');
    expect(within(sides).getByRole('checkbox', { name: 'Fritas' })).toBeDisabled();
    expect(within(sides).getByRole('button', { name: 'Aumentar Arroz' })).toBeDisabled();
    expect(within(sides).getByRole('button', { name: 'Diminuir Arroz' })).toBeEnabled();
    expect(within(sides).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Excedido' and the warning when a kept selection exceeds max_sides", () => {
    const { sides: all } = normalizeProductOptions('restaurante', RAW.restaurante);
    renderStatic('restaurante', RAW.restaurante, { selectedSides: all.map(picked) });
    const sides = group('Acompanhamentos');
    expect(sides).toHaveTextContent('Excedido');
    expect(sides).not.toHaveTextContent('Selecionados');
    expect(within(sides).getByRole('alert')).toHaveTextContent('Por favor, remova alguns acompanhamentos para continuar. O máximo permitido é 2.');
  });

  it('shows cooking point descriptions, periods and events; observations only when allowed', () => {
    const { unmount } = renderStatic('restaurante', RAW.restaurante);
    expect(within(group('Ponto de Cozimento')).getByRole('radio', { name: 'Mal passado' })).toHaveAccessibleDescription('Vermelho por dentro');
    expect(region('Disponibilidade')).toHaveTextContent('Almoço');
    expect(region('Disponibilidade')).toHaveTextContent('Jantar');
    expect(region('Eventos')).toHaveTextContent('R$ 89,90');
    expect(region('Tempo de Preparo')).toHaveTextContent('25 min');
    unmount();
    renderStatic('restaurante', { ...RAW.restaurante, allow_observations: false });
    expect(screen.queryByRole('group', { name: 'Observações' })).not.toBeInTheDocument();
  });
});

describe('sorveteria', () => {
  it('preselects the first size; flavours are radios until mixing, then checkboxes up to max_flavors', async () => {
    const user = userEvent.setup();
    const { last } = renderLive('sorveteria', RAW.sorveteria);
    expect(within(group('Tamanho')).getByRole('radio', { name: '1 bola' })).toBeChecked();
    expect(within(group('Sabores')).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(group('Sabores')).getByRole('radio', { name: 'Pistache' }));
    await user.click(within(group('Sabores')).getByRole('radio', { name: 'Chocolate' }));
    expect(last()?.selectedToppings.map((item) => item.name)).toEqual(['Chocolate']);

    await user.click(screen.getByRole('switch', { name: 'Misturar sabores' }));
    const flavours = group('Sabores');
    expect(within(flavours).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(flavours).getByRole('checkbox', { name: 'Chocolate' })).toBeChecked();
    await user.click(within(flavours).getByRole('checkbox', { name: 'Pistache' }));
    expect(flavours).toHaveTextContent('Selecionados: 2/2');
    expect(within(flavours).getByRole('checkbox', { name: 'Morango' })).toBeDisabled();
  });

  it('toppings are one copy each up to max_toppings; complements have a stepper with minus disabled at 1', async () => {
    const user = userEvent.setup();
    const { last } = renderLive('sorveteria', RAW.sorveteria);
    const toppings = group('Coberturas');
    await user.click(within(toppings).getByRole('checkbox', { name: 'Calda de chocolate' }));
    await user.click(within(toppings).getByRole('checkbox', { name: 'Granulado' }));
    expect(within(toppings).getByRole('checkbox', { name: 'Chantilly' })).toBeDisabled();
    expect(within(toppings).queryByRole('button')).not.toBeInTheDocument();

    const complements = group('Complementos');
    await user.click(within(complements).getByRole('checkbox', { name: 'Casquinha extra' }));
    const minus = within(complements).getByRole('button', { name: 'Diminuir Casquinha extra' });
    expect(minus).toBeDisabled();
    await user.click(within(complements).getByRole('button', { name: 'Aumentar Casquinha extra' }));
    expect(last()?.selectedComplements).toEqual([expect.objectContaining({ name: 'Casquinha extra', quantity: 2 })]);
    expect(within(complements).getByRole('group', { name: 'Quantidade de Casquinha extra' })).toHaveTextContent('2');
    expect(minus).toBeEnabled();
    await user.click(minus);
    expect(last()?.selectedComplements).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(minus).toBeDisabled();
  });

  it('always shows the observations and writes them with setText', async () => {
    const user = userEvent.setup();
    const { last } = renderLive('sorveteria', { sizes: [{ name: 'Copinho', price: 8 }], allow_observations: false });
    await user.type(within(group('Observações')).getByRole('textbox', { name: 'Observações' }), 'Sem calda');
    expect(last()?.observations).toBe('Sem calda');
    expect(screen.queryByRole('switch', { name: 'Misturar sabores' })).not.toBeInTheDocument();
  });
});

describe('food-truck', () => {
  it("toggles the combo: 'Adicionar Combo' ↔ 'Combo Selecionado'", async () => {
    const user = userEvent.setup();
    const { options, selection, onChange } = renderLive('food-truck', RAW['food-truck']);
    const combo = region('Combo');
    expect(combo).toHaveTextContent('Lanche + fritas + refri');
    expect(combo).toHaveTextContent('R$ 42,00');
    await user.click(within(combo).getByRole('button', { name: 'Adicionar Combo' }));
    expect(onChange).toHaveBeenCalledWith(toggleCombo(options, selection));
    const selected = within(combo).getByRole('button', { name: 'Combo Selecionado' });
    expect(selected).toHaveAttribute('aria-pressed', 'true');
    await user.click(selected);
    expect(within(combo).getByRole('button', { name: 'Adicionar Combo' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('has no combo section without a combo; lists the locations', () => {
    renderStatic('food-truck', { ...RAW['food-truck'], has_combo: false });
    expect(screen.queryByRole('button', { name: 'Adicionar Combo' })).not.toBeInTheDocument();
    const places = region('Locais e Eventos');
    expect(places).toHaveTextContent('Praça da Sé, 10h-14h');
    expect(places).toHaveTextContent('Feira de sábado — Parque Ibirapuera');
    expect(region('Tempo de Preparo')).toHaveTextContent('15 min');
  });
});

describe('other info blocks', () => {
  it('marmita subscription: price per month and frequency label', () => {
    renderStatic('marmitaria', RAW.marmitaria);
    const plan = region('Plano de Assinatura');
    expect(plan).toHaveTextContent('R$ 450,00/mês');
    expect(plan).toHaveTextContent('Dias úteis');
    expect(region('Sobre a Refeição')).toHaveTextContent('Fitness');
  });

  it('snack bar: type-specific details (sausage for a hot dog, no bread)', () => {
    renderStatic('lanchonete', RAW.lanchonete);
    const about = region('Sobre o Lanche');
    expect(about).toHaveTextContent('Cachorro-quente');
    expect(about).toHaveTextContent('Viena');
    expect(about).toHaveTextContent('Na chapa');
    expect(about).not.toHaveTextContent('Pão francês');
  });

  it('bakery: shelf life in days, custom orders and a live total', async () => {
    const user = userEvent.setup();
    renderLive('padaria', RAW.padaria, undefined, 6);
    expect(region('Informações Adicionais')).toHaveTextContent('3 dias');
    expect(region('Informações Adicionais')).toHaveTextContent('10 unidades');
    expect(region('Preço Total')).toHaveTextContent('R$ 6,00');
    await user.click(within(group('Recheios')).getByRole('checkbox', { name: 'Doce de leite' }));
    expect(region('Preço Total')).toHaveTextContent('R$ 8,00');
  });

  it('churrascaria: first cooking point preselected, rodízio price', () => {
    renderStatic('churrascaria', RAW.churrascaria);
    expect(within(group('Ponto da Carne')).getByRole('radio', { name: 'Mal passada' })).toBeChecked();
    expect(region('Rodízio')).toHaveTextContent('R$ 129,90');
    expect(region('Sobre a Carne')).toHaveTextContent('Fogo de chão');
  });

  it('pastelaria combo description and price', () => {
    renderStatic('pastelaria', RAW.pastelaria);
    expect(region('Combo')).toHaveTextContent('Pastel + caldo de cana');
    expect(region('Combo')).toHaveTextContent('R$ 15,00');
  });
});
