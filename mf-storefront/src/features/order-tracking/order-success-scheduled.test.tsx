import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { scheduledTrackingText } from '@comanda/shared/domain';
import { jsonResponse, makeOrder, PUBLIC_ID, renderWithProviders } from '@comanda/shared/testing';
import { OrderSuccessPage } from './order-success-page';

const SLUG = 'pizzaria-bella-napoli';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('OrderSuccessPage: a scheduled order', () => {
  it('says its slot ("Agendado para sábado, 19:00–19:30") and starts the timeline at "Agendado"', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    const slot = { start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString() };
    const order = makeOrder({ status: 'scheduled', scheduled_slot: slot, history: [{ status: 'scheduled', at: new Date().toISOString(), actor: null, reason: null }] });
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({ data: order }));
    renderWithProviders(
      <Routes>
        <Route path="/loja/:slug/success/:orderId" element={<OrderSuccessPage publicId={PUBLIC_ID} slug={SLUG} />} />
      </Routes>,
      { route: `/loja/${SLUG}/success/${PUBLIC_ID}` },
    );
    const line = await screen.findByTestId('scheduled-slot');
    expect(line).toHaveTextContent(scheduledTrackingText(slot, new Date()));
    expect(line.textContent).toMatch(/^Agendado para (segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|sábado|domingo), \d{2}:\d{2}–\d{2}:\d{2}$/);
    const steps = within(screen.getByTestId('status-timeline')).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Agendado');
    expect(steps[0]).toHaveAttribute('data-state', 'current');
    expect(steps[1]).toHaveAttribute('data-state', 'todo');
  });
});
