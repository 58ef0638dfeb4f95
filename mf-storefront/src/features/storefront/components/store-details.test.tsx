import { fireEvent, render, screen } from '@testing-library/react';
import { makeStore } from '../test-fixtures';
import { StoreDetails } from './store-details';

describe('StoreDetails: the "Ver informações da loja" toggle', () => {
  it('opens and closes the panel it controls, saying whether it is expanded', () => {
    render(<StoreDetails store={makeStore({ deliveryTime: '40-60 minutos' })} />);
    const toggle = screen.getByRole('button', { name: 'Ver informações da loja' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('store-details')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Ocultar informações');
    const panel = screen.getByTestId('store-details');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('heading', { level: 3, name: 'Endereço' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Horário de Funcionamento' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('40-60 minutos');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveAttribute('aria-controls');
    expect(screen.queryByTestId('store-details')).toBeNull();
  });
});
