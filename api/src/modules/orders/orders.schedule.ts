import { checkScheduledSlot, SCHEDULING_MESSAGES, type CreateOrderInput, type ScheduleSlot, type StorePublic } from '@comanda/shared/domain';
import { fieldError } from '../../lib/http-error';

/**
 * "Agendar para": the slot the customer chose, checked by the same rule that built the checkout's picker
 * (checkScheduledSlot: the store's hours and holidays, its horizon and notice). null = an order for now.
 * A closed store that schedules asks for a slot instead of refusing outright.
 */
export function scheduledSlotOf(store: StorePublic, input: Pick<CreateOrderInput, 'scheduled_for'>, now: Date): ScheduleSlot | null {
  const requested = input.scheduled_for?.trim();
  if (!requested) {
    if (!store.isOpen && store.scheduling && !store.ordersPaused) throw fieldError('scheduled_for', SCHEDULING_MESSAGES.closedNeedsSlot);
    return null;
  }
  if (!store.scheduling) throw fieldError('scheduled_for', SCHEDULING_MESSAGES.notOffered);
  const checked = checkScheduledSlot({ openingHours: store.openingHours, holidays: store.scheduling.holidays }, store.scheduling, requested, now);
  if (!checked.ok) throw fieldError('scheduled_for', checked.message);
  return checked.slot;
}
