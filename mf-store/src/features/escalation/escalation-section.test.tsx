import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { EscalationSection } from './escalation-section';

afterEach(() => jest.restoreAllMocks());

it('loads the delays, refuses a cancellation before the alert with the shared message, then saves both', async () => {
  const puts: unknown[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input as Request;
    if (request.method === 'PUT') {
      const body = JSON.parse(await request.text()) as Record<string, unknown>;
      puts.push(body);
      return jsonResponse({ data: body });
    }
    return jsonResponse({ data: { alert_after_minutes: 10, auto_cancel_after_minutes: null } });
  });
  renderWithProviders(<EscalationSection />, { preloadedState: authStateFor(makeUser('store_owner')) });
  const alert = screen.getByRole('spinbutton', { name: 'Avisar por e-mail após (minutos)' });
  await waitFor(() => expect(alert).toHaveValue(10));
  const cancel = screen.getByRole('spinbutton', { name: 'Cancelar automaticamente após (minutos)' });
  await userEvent.type(cancel, '5');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar escalonamento' }));
  expect(await screen.findByText('O cancelamento automático deve vir depois do alerta')).toBeInTheDocument();
  expect(puts).toEqual([]);
  await userEvent.clear(cancel);
  await userEvent.type(cancel, '30');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar escalonamento' }));
  await waitFor(() => expect(puts).toEqual([{ alert_after_minutes: 10, auto_cancel_after_minutes: 30 }]));
  expect(await screen.findByText('Escalonamento de pedidos salvo.')).toBeInTheDocument();
});
