import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const items = ['Todos', 'Pizzas', 'Bebidas'].map((label) => ({ value: label.toLowerCase(), label, id: `tab-${label}` }));

describe('Tabs', () => {
  it('is a labelled tablist with one tab in the tab order, moved by the arrows and chosen with Enter', async () => {
    const onChange = jest.fn();
    render(<Tabs items={items} value="todos" onChange={onChange} controls="panel" aria-label="Categorias" />);
    const user = userEvent.setup();
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Categorias' })).toBeInTheDocument();
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('aria-controls', 'panel');

    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('pizzas');

    // The chosen tab again changes nothing (MUI's Tabs neither).
    await user.click(tabs[0]!);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('Tabs indicator', () => {
  const place = (tabs: HTMLElement[]) =>
    tabs.forEach((tab, i) => {
      Object.defineProperty(tab, 'offsetLeft', { configurable: true, get: () => i * 100 });
      Object.defineProperty(tab, 'offsetWidth', { configurable: true, get: () => 90 + i });
    });

  it('slides under the chosen tab, replacing the static underline the server draws', () => {
    const { rerender } = render(<Tabs items={items} value="todos" onChange={() => {}} controls="panel" aria-label="Categorias" />);
    // jsdom has no layout: the first measure saw zeros; a change of choice measures again.
    place(screen.getAllByRole('tab'));
    rerender(<Tabs items={items} value="bebidas" onChange={() => {}} controls="panel" aria-label="Categorias" />);
    const indicator = screen.getByTestId('tabs-indicator');
    expect(indicator).toHaveStyle({ width: '92px', transform: 'translateX(200px)' });
    expect(screen.getByRole('tablist')).toHaveAttribute('data-indicator');

    rerender(<Tabs items={items} value="pizzas" onChange={() => {}} controls="panel" aria-label="Categorias" />);
    expect(indicator).toHaveStyle({ width: '91px', transform: 'translateX(100px)' });
  });
});
