import { fakeServer, saleBody } from './test-utils';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@comanda/shared/testing';
import { ConnectionStatus, rejectedLabel, waitingLabel } from './connection-status';
import { posDb, resetPosDb } from './pos-db';
import { enqueueSale, flushSales, listQueuedSales, type SendSale } from './sale-queue';
import { resetConnectivity } from './use-connectivity';
import { usePendingSales } from './use-pending-sales';
import { useSaleSync } from './use-sale-sync';

let browserOnline = true;
beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => browserOnline });
});
afterEach(async () => {
  // Let a flush started by an unmounted component finish before the next test deletes the database.
  cleanup();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
});
beforeEach(async () => {
  browserOnline = true;
  resetConnectivity(async () => false);
  await resetPosDb();
});

function setBrowserOnline(online: boolean) {
  browserOnline = online;
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

async function rejectedSale(server: ReturnType<typeof fakeServer>, message: string) {
  const sale = await enqueueSale({ storeId: 7, body: saleBody() });
  server.next.push({ status: 422, body: { message, errors: { register_session_id: [message] } } });
  await flushSales(server.send, { storeId: 7 });
  return sale;
}

describe('texts', () => {
  it('says how many sales wait, in the singular and the plural', () => {
    expect(waitingLabel(1)).toBe('1 venda aguardando envio');
    expect(waitingLabel(3)).toBe('3 vendas aguardando envio');
    expect(rejectedLabel(1)).toBe('1 venda recusada');
    expect(rejectedLabel(2)).toBe('2 vendas recusadas');
  });
});

describe('ConnectionStatus', () => {
  it('online with nothing queued: just "Online"', async () => {
    const server = fakeServer();
    renderWithProviders(<ConnectionStatus storeId={7} send={server.send} />);
    expect(await screen.findByText('Online')).toBeInTheDocument();
    expect(screen.queryByText(/aguardando envio/)).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('a send that fails on the network shows "Offline" and the sales still waiting', async () => {
    const server = fakeServer();
    await enqueueSale({ storeId: 7, body: saleBody() });
    await enqueueSale({ storeId: 7, body: saleBody() });
    server.next.push({ network: true });
    renderWithProviders(<ConnectionStatus storeId={7} send={server.send} />);
    expect(await screen.findByText('2 vendas aguardando envio')).toBeInTheDocument();
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    expect(server.calls).toHaveLength(1);
  });

  it('offline in the browser: nothing is tried; back online, the queue is sent at once', async () => {
    const server = fakeServer();
    browserOnline = false;
    const sale = await enqueueSale({ storeId: 7, body: saleBody() });
    renderWithProviders(<ConnectionStatus storeId={7} send={server.send} />);
    expect(await screen.findByText('1 venda aguardando envio')).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);

    setBrowserOnline(true);
    await waitFor(() => expect(screen.queryByText(/aguardando envio/)).not.toBeInTheDocument());
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(server.calls.map((c) => c.key)).toEqual([sale.key]);
  });

  it('lists the refused sales with the server message; "Tentar novamente" sends the sale again', async () => {
    const server = fakeServer();
    const sale = await rejectedSale(server, 'O caixa desta venda já foi fechado. Abra o caixa novamente.');
    renderWithProviders(<ConnectionStatus storeId={7} send={server.send} />);

    fireEvent.click(await screen.findByText('1 venda recusada'));
    const dialog = await screen.findByRole('dialog', { name: 'Vendas recusadas pelo servidor' });
    expect(within(dialog).getAllByText(/O caixa desta venda já foi fechado/).length).toBeGreaterThan(0);
    expect(within(dialog).getByText('R$ 30,00')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(dialog).getByText('Nenhuma venda recusada.')).toBeInTheDocument());
    await waitFor(() => expect(server.calls.map((c) => c.key)).toEqual([sale.key, sale.key]));
    await waitFor(async () => expect(await listQueuedSales()).toEqual([]));
  });

  it('"Descartar" asks first, then removes the sale for good', async () => {
    const server = fakeServer();
    await rejectedSale(server, 'Este produto não existe mais na loja.');
    renderWithProviders(<ConnectionStatus storeId={7} send={server.send} />);
    fireEvent.click(await screen.findByText('1 venda recusada'));
    const dialog = await screen.findByRole('dialog', { name: 'Vendas recusadas pelo servidor' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Descartar venda?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Descartar venda?' })).not.toBeInTheDocument());
    expect(await listQueuedSales()).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Descartar venda?' })).getByRole('button', { name: 'Descartar venda' }));
    await waitFor(() => expect(within(dialog).getByText('Nenhuma venda recusada.')).toBeInTheDocument());
    expect(await listQueuedSales()).toEqual([]);
  });
});

function PendingProbe({ storeId }: { storeId: number }) {
  const { waiting, rejected, loaded } = usePendingSales(storeId);
  return <output>{loaded ? `aguardando:${waiting} recusadas:${rejected.length}` : 'carregando'}</output>;
}

describe('usePendingSales', () => {
  it('counts the store’s waiting and refused sales, live', async () => {
    const server = fakeServer();
    renderWithProviders(<PendingProbe storeId={7} />);
    expect(await screen.findByText('aguardando:0 recusadas:0')).toBeInTheDocument();

    await act(async () => {
      await enqueueSale({ storeId: 7, body: saleBody() });
      await enqueueSale({ storeId: 7, body: saleBody() });
      await enqueueSale({ storeId: 8, body: saleBody() });
    });
    expect(await screen.findByText('aguardando:2 recusadas:0')).toBeInTheDocument();

    server.next.push({ status: 422, body: { message: 'Recusada' } });
    await act(async () => {
      await flushSales(server.send, { storeId: 7 });
    });
    expect(await screen.findByText('aguardando:0 recusadas:1')).toBeInTheDocument();
  });
});

function SyncProbe({ send, intervalMs }: { send: SendSale; intervalMs: number }) {
  useSaleSync({ storeId: 7, send, intervalMs });
  return null;
}

describe('useSaleSync', () => {
  it('flushes on mount and, while sales wait, again on every tick', async () => {
    const server = fakeServer();
    await enqueueSale({ storeId: 7, body: saleBody() });
    server.next.push({ network: true });
    renderWithProviders(<SyncProbe send={server.send} intervalMs={50} />);
    await waitFor(() => expect(server.calls).toHaveLength(1));

    // The tick respects the backoff; once it is over, the next tick sends the sale.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(server.calls).toHaveLength(1);
    await act(async () => {
      await posDb().outbox.toCollection().modify({ next_attempt_at: null });
    });
    await waitFor(() => expect(server.calls).toHaveLength(2));
    await waitFor(async () => expect(await listQueuedSales()).toEqual([]));
  });

  it('with nothing queued there are no ticks', async () => {
    const send = jest.fn(fakeServer().send);
    renderWithProviders(<SyncProbe send={send} intervalMs={20} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(send).not.toHaveBeenCalled();
  });
});
