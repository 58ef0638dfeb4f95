import { render, screen } from '@testing-library/react';
import { MapTilesProvider } from '@comanda/shared/ui/map';
import { fakePublicChannels, makeOrder, PUBLIC_ID } from '@comanda/shared/testing';
import { DeliveryTracking } from './delivery-tracking';

const renderTracking = (order: ReturnType<typeof makeOrder>) =>
  render(
    <MapTilesProvider tiles={null}>
      <DeliveryTracking order={order} />
    </MapTilesProvider>,
  );

describe('DeliveryTracking', () => {
  it('shows nothing before a driver has the order', () => {
    const { container } = renderTracking(makeOrder({ status: 'ready', delivery: null }));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the door code once a driver has the order, without a map before the trip', () => {
    renderTracking(makeOrder({ status: 'ready', delivery: { code: '0427', courier: null } }));
    expect(screen.getByLabelText('Código de entrega')).toHaveTextContent('0427');
    expect(screen.queryByRole('region', { name: 'Mapa da entrega' })).toBeNull();
  });

  it('out for delivery: the courier on the map, moved and re-estimated by courier.position on the order channel only', async () => {
    const bridge = fakePublicChannels();
    try {
      const courier = { name: 'Diego', vehicle: 'moto' as const, position: { latitude: -23.558, longitude: -46.659, at: '2026-11-24T23:10:00Z' }, eta_minutes: 6 };
      renderTracking(makeOrder({ status: 'delivering', delivery: { code: '0427', courier } }));
      expect(screen.getByRole('status')).toHaveTextContent('Diego (Moto) está a caminho · chega em cerca de 6 min');
      expect(await screen.findByRole('region', { name: 'Mapa da entrega' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Entregador Diego' })).toBeInTheDocument();
      expect(bridge.listening.map((l) => `${l.channel} ${l.event}`)).toEqual([`order.${PUBLIC_ID} courier.position`]);

      bridge.emit(`order.${PUBLIC_ID}`, 'courier.position', { latitude: -23.5605, longitude: -46.6562, at: '2026-11-24T23:11:00Z', eta_minutes: 2 });
      expect(screen.getByRole('status')).toHaveTextContent('chega em cerca de 2 min');
      bridge.emit(`order.${PUBLIC_ID}`, 'courier.position', { nonsense: true });
      expect(screen.getByRole('status')).toHaveTextContent('chega em cerca de 2 min');
    } finally {
      bridge.unregister();
    }
  });
});
