import { newOrderOf, orderStatusEventOf, updatedOrderOf } from './order-events';

describe('order window event payloads', () => {
  it('reads the order of new-order and the event of order-status-update', () => {
    expect(newOrderOf({ order: { id: 3, status: 'pending', display_number: '#0003' } })).toMatchObject({ id: 3 });
    expect(orderStatusEventOf({ id: 3, status: 'confirmed', previous_status: 'pending' })).toMatchObject({ id: 3, status: 'confirmed' });
    expect(updatedOrderOf({ order: { id: 4, status: 'confirmed', items_count: 3 } })).toMatchObject({ id: 4, items_count: 3 });
    expect(updatedOrderOf({ id: 4, status: 'confirmed' })).toBeNull();
  });

  it('ignores anything else', () => {
    for (const detail of [null, 3, 'x', {}, { order: null }, { order: { id: '3', status: 'pending' } }, { order: { id: 3, status: 'lost' } }]) {
      expect(newOrderOf(detail)).toBeNull();
    }
    for (const detail of [null, { id: 3 }, { id: 3, status: 'lost' }, { status: 'ready' }]) expect(orderStatusEventOf(detail)).toBeNull();
  });
});
