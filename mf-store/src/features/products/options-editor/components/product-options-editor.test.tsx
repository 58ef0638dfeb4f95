import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS_TYPE_SLUGS, OPTION_WRITE_MESSAGES, optionDescriptorOf, validateProductOptions, type BusinessTypeSlug } from '@comanda/shared/domain';
import { renderWithProviders } from '@comanda/shared/testing';
import { editorValueOf, type OptionsErrors, type OptionsValue } from '../lib/editor-value';
import { ProductOptionsEditor } from './product-options-editor';

// The editor of a business type is a long form: queries by label, not by role, keep the tests fast.

/** The editor as a form holds it: controlled, every change recorded. */
function renderEditor(slug: BusinessTypeSlug, initial: OptionsValue = editorValueOf(slug, {}), errors: OptionsErrors = {}) {
  const changes: OptionsValue[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <ProductOptionsEditor
        slug={slug}
        value={value}
        errors={errors}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithProviders(<Host />);
  return { last: () => changes[changes.length - 1]! };
}

const maxToppingsLabel = optionDescriptorOf('pizzaria').fields.find((field) => field.key === 'max_toppings')!.label;

/** One item in every editable group, so that item inputs are drawn too. */
const withOneItemPerGroup = (slug: BusinessTypeSlug): OptionsValue =>
  Object.fromEntries(optionDescriptorOf(slug).groups.filter((group) => !group.fixedValues).map((group) => [group.optionKey, [{ name: 'Item', [group.priceField]: 1 }]]));

describe('ProductOptionsEditor draws every group and field of the descriptor', () => {
  it.each([...BUSINESS_TYPE_SLUGS])('%s', (slug) => {
    renderEditor(slug, { ...editorValueOf(slug, {}), ...withOneItemPerGroup(slug) });
    const { groups, fields } = optionDescriptorOf(slug);
    for (const group of groups) {
      const legend = screen.getAllByText(group.title, { selector: 'legend' })[0]!;
      const fieldset = legend.closest('fieldset')!;
      if (group.fixedValues) {
        for (const label of Object.values(group.fixedValues)) expect(within(fieldset).getByText(label)).toBeInTheDocument();
        continue;
      }
      expect(screen.getByLabelText(`Adicionar item em ${group.title}`).tagName).toBe('BUTTON');
      expect(screen.getByLabelText(`${group.title} 1: nome`)).toHaveValue('Item');
      const priceName = group.kind === 'size' ? 'preço' : 'preço adicional';
      expect(screen.getByLabelText(`${group.title} 1: ${priceName}`)).toHaveValue('R$ 1,00');
      if (group.itemDescription) expect(screen.getByLabelText(`${group.title} 1: descrição`)).toBeInTheDocument();
    }
    for (const field of fields) {
      if (field.kind === 'choices' || field.kind === 'locations') {
        expect(screen.getAllByText(field.label, { selector: 'legend' }).length).toBeGreaterThan(0);
      } else {
        const inputs = screen.getAllByLabelText(field.label);
        const expected = field.kind === 'flag' ? 'switch' : field.kind === 'choice' ? 'SELECT' : 'INPUT_OR_TEXTAREA';
        expect(
          inputs.some((input) =>
            expected === 'switch' ? input.getAttribute('role') === 'switch' : expected === 'SELECT' ? input.tagName === 'SELECT' : ['INPUT', 'TEXTAREA'].includes(input.tagName),
          ),
        ).toBe(true);
      }
    }
  });
});

describe('ProductOptionsEditor: editing each kind gives the right value', () => {
  it('flag', async () => {
    const { last } = renderEditor('pizzaria');
    await userEvent.click(screen.getByLabelText('Vegano'));
    expect(last().is_vegan).toBe(true);
    await userEvent.click(screen.getByLabelText('Permite meio a meio'));
    expect(last().allow_half_half).toBe(false);
  });

  it('text and long text', async () => {
    const { last } = renderEditor('hamburgueria');
    await userEvent.type(screen.getByLabelText('Dicas de consumo'), 'Coma quente');
    expect(last().dicas_consumo).toBe('Coma quente');
    await userEvent.clear(screen.getByLabelText('Dicas de consumo'));
    expect(last().dicas_consumo).toBeNull();
  });

  it('number with its unit', async () => {
    const { last } = renderEditor('pizzaria');
    fireEvent.change(screen.getByLabelText(maxToppingsLabel), { target: { value: '3' } });
    expect(last().max_toppings).toBe(3);
    fireEvent.change(screen.getByLabelText('Calorias'), { target: { value: '850,5' } });
    expect(last().calories).toBe(850.5);
    expect(screen.getByText('kcal')).toBeInTheDocument();
  });

  it('money, in reais', async () => {
    const { last } = renderEditor('pizzaria');
    await userEvent.type(screen.getByLabelText('Pedido mínimo'), '4590');
    expect(last().min_order_value).toBe(45.9);
  });

  it('choice from the value list', async () => {
    const { last } = renderEditor('pizzaria');
    const cookingMethod = optionDescriptorOf('pizzaria').fields.find((f) => f.key === 'cooking_method')!;
    const select = screen.getByLabelText(cookingMethod.label);
    const option = within(select).getAllByRole('option')[1]!;
    await userEvent.selectOptions(select, option);
    expect(last().cooking_method).toBe((option as HTMLOptionElement).value);
    expect(Object.keys(optionDescriptorOf('pizzaria').fields.find((f) => f.key === 'cooking_method')!.values!)).toContain(last().cooking_method);
  });

  it('several choices', async () => {
    const { last } = renderEditor('restaurante');
    const periods = optionDescriptorOf('restaurante').fields.find((f) => f.key === 'available_periods')!;
    const [firstKey, firstLabel] = Object.entries(periods.values!)[0]!;
    await userEvent.click(screen.getByLabelText(firstLabel));
    expect(last().available_periods).toEqual([firstKey]);
  });

  it('list, typed with commas and read back as a list by the schema', async () => {
    const { last } = renderEditor('pizzaria');
    fireEvent.change(screen.getByLabelText('Alérgenos'), { target: { value: 'Glúten, Leite' } });
    const result = validateProductOptions('pizzaria', last(), { path: '' });
    expect(result.ok && result.options.allergens).toEqual(['Glúten', 'Leite']);
  });

  it('locations of a food truck', async () => {
    const { last } = renderEditor('food-truck');
    fireEvent.click(screen.getByText('Adicionar local'));
    fireEvent.change(screen.getByLabelText('Locais e eventos 1: local'), { target: { value: 'Praça da Sé' } });
    fireEvent.change(screen.getByLabelText('Locais e eventos 1: data e horário'), { target: { value: 'Sábado, 18h' } });
    expect(last().locations).toEqual([{ name: 'Praça da Sé', description: 'Sábado, 18h' }]);
  });

  it('group items: add, name, price in the group’s price field, reorder and remove', async () => {
    const { last } = renderEditor('restaurante');
    const add = screen.getByLabelText('Adicionar item em Acompanhamentos');
    fireEvent.click(add);
    fireEvent.change(screen.getByLabelText('Acompanhamentos 1: nome'), { target: { value: 'Arroz' } });
    await userEvent.type(screen.getByLabelText('Acompanhamentos 1: preço adicional'), '350');
    fireEvent.click(add);
    fireEvent.change(screen.getByLabelText('Acompanhamentos 2: nome'), { target: { value: 'Farofa' } });
    expect(last().sides).toEqual([
      { name: 'Arroz', additional_price: 3.5 },
      { name: 'Farofa', additional_price: 0 },
    ]);
    fireEvent.click(screen.getByLabelText('Mover Acompanhamentos 2 para cima'));
    expect((last().sides as { name: string }[]).map((item) => item.name)).toEqual(['Farofa', 'Arroz']);
    fireEvent.click(screen.getByLabelText('Remover Acompanhamentos 1'));
    expect(last().sides).toEqual([{ name: 'Arroz', additional_price: 3.5 }]);
  });

  it('a size is priced in `price` and an item description is kept', async () => {
    const { last } = renderEditor('restaurante');
    fireEvent.click(screen.getByLabelText('Adicionar item em Ponto de Cozimento'));
    fireEvent.change(screen.getByLabelText('Ponto de Cozimento 1: nome'), { target: { value: 'Mal passado' } });
    fireEvent.change(screen.getByLabelText('Ponto de Cozimento 1: descrição'), { target: { value: 'Vermelho no centro' } });
    expect(last().cooking_point).toEqual([{ name: 'Mal passado', price: 0, description: 'Vermelho no centro' }]);
  });
});

describe('ProductOptionsEditor shows the schema’s errors where they belong', () => {
  it('on the item field and on the field', () => {
    const value = { ...editorValueOf('pizzaria', {}), sizes: [{ name: 'Média', price: 40 }, { name: 'Grande', price: 0 }] };
    renderEditor('pizzaria', value, { 'sizes.1.price': [OPTION_WRITE_MESSAGES.price], max_toppings: OPTION_WRITE_MESSAGES.positiveInteger });
    expect(screen.getByLabelText('Tamanho 2: preço')).toHaveAccessibleDescription(OPTION_WRITE_MESSAGES.price);
    expect(screen.getByLabelText('Tamanho 1: preço')).not.toHaveAccessibleDescription(OPTION_WRITE_MESSAGES.price);
    expect(screen.getByLabelText(maxToppingsLabel)).toHaveAccessibleDescription(OPTION_WRITE_MESSAGES.positiveInteger);
  });
});
