import type { DeliveryMonitor, DriverView, MonitorOrder, TripView } from '@comanda/shared/domain';

export const STORE_ID = 10;

export function makeDriver(id: number, overrides: Partial<DriverView> = {}): DriverView {
  return {
    id,
    name: `Entregador ${id}`,
    phone: '(11) 98888-000' + (id % 10),
    email: `entregador${id}@teste.com.br`,
    kind: 'own',
    vehicle: 'moto',
    plate: 'ABC1D23',
    active: true,
    has_account: true,
    invite_url: null,
    state: 'idle',
    position: { latitude: -23.556, longitude: -46.659, at: new Date().toISOString() },
    trip_id: null,
    deliveries_today: 0,
    cash_in_hand: 0,
    ...overrides,
  };
}

export function makeMonitorOrder(id: number, overrides: Partial<MonitorOrder> = {}): MonitorOrder {
  return {
    id,
    number: `#${String(id).padStart(4, '0')}`,
    status: 'ready',
    customer_name: `Cliente ${id}`,
    district: 'Bela Vista',
    latitude: -23.5613,
    longitude: -46.6565,
    total: 54.9,
    placed_at: new Date(Date.now() - 10 * 60_000).toISOString(),
    minutes_since_placed: 10,
    late: false,
    trip_id: null,
    trip_status: null,
    driver_id: null,
    driver_name: null,
    ...overrides,
  };
}

export function makeMonitor(overrides: Partial<DeliveryMonitor> = {}): DeliveryMonitor {
  return { store: { latitude: -23.5558, longitude: -46.6586, promised_minutes: 45 }, orders: [], drivers: [], ...overrides };
}

export function makeTrip(driver: DriverView, orderIds: number[]): TripView {
  return {
    id: 70,
    status: 'assigned',
    driver: { id: driver.id, name: driver.name, vehicle: driver.vehicle },
    store: { id: STORE_ID, name: 'Pizzaria Bella Napoli', address: 'Rua Augusta, 100', latitude: -23.5558, longitude: -46.6586 },
    assigned_at: new Date().toISOString(),
    accepted_at: null,
    picked_up_at: null,
    finished_at: null,
    stops: orderIds.map((id) => ({
      order_id: id,
      number: `#${String(id).padStart(4, '0')}`,
      status: 'ready',
      customer_name: `Cliente ${id}`,
      customer_phone: '11987654321',
      address: { cep: '01310100', address: 'Av. Paulista', number: '1000', complement: null, district: 'Bela Vista', city: 'São Paulo', state: 'SP', reference: null, latitude: null, longitude: null },
      notes: null,
      items: ['1x Pizza Margherita'],
      total: 54.9,
      payment_method: 'cash',
      cash_to_collect: 54.9,
      change_for: null,
      delivered_at: null,
    })),
  };
}
