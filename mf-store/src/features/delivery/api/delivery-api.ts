import type { CreateDriverInput, DeliveryMonitor, DriverPositionEvent, DriverView, TripView, UpdateDriverInput } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Delivery'] });
const base = (storeId: number) => `/stores/${storeId}/delivery`;
const DRIVERS = { type: 'Delivery' as const, id: 'DRIVERS' };
const MONITOR = { type: 'Delivery' as const, id: 'MONITOR' };
/** The store's order lists (kanban, list): an assigned order leaves "Prontos para entrega". */
const storeOrders = (storeId: number) => ({ type: 'Order' as const, id: `STORE-${storeId}` });

export type CreateDriverResult = { data: DriverView; message: string };
export type AssignTripBody = { storeId: number; driver_id: number; order_ids: number[] };

/**
 * Delivery of the store area (shared/domain/delivery/wire.ts): the drivers, the live monitor, the suggestion and the
 * trips. Endpoints injected here, not in the shell's shared API.
 */
export const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    deliveryDrivers: build.query<DriverView[], number>({
      query: (storeId) => `${base(storeId)}/drivers`,
      transformResponse: (response: { data: DriverView[] }) => response.data,
      providesTags: [DRIVERS],
    }),
    createDriver: build.mutation<CreateDriverResult, { storeId: number; body: CreateDriverInput }>({
      query: ({ storeId, body }) => ({ url: `${base(storeId)}/drivers`, method: 'POST', body }),
      invalidatesTags: [DRIVERS, MONITOR],
    }),
    updateDriver: build.mutation<DriverView, { storeId: number; driverId: number; body: UpdateDriverInput }>({
      query: ({ storeId, driverId, body }) => ({ url: `${base(storeId)}/drivers/${driverId}`, method: 'PUT', body }),
      transformResponse: (response: { data: DriverView }) => response.data,
      invalidatesTags: [DRIVERS, MONITOR],
    }),
    /** A new invitation link for a driver who has not created the account yet. */
    reinviteDriver: build.mutation<CreateDriverResult, { storeId: number; driverId: number }>({
      query: ({ storeId, driverId }) => ({ url: `${base(storeId)}/drivers/${driverId}/invite`, method: 'POST' }),
      invalidatesTags: [DRIVERS],
    }),
    deliveryMonitor: build.query<DeliveryMonitor, number>({
      query: (storeId) => `${base(storeId)}/monitor`,
      transformResponse: (response: { data: DeliveryMonitor }) => response.data,
      providesTags: [MONITOR],
    }),
    driverSuggestion: build.query<number | null, { storeId: number; orderIds: number[] }>({
      query: ({ storeId, orderIds }) => ({ url: `${base(storeId)}/suggestion`, params: { order_ids: orderIds.join(',') } }),
      transformResponse: (response: { data: { driver_id: number | null } }) => response.data.driver_id,
      providesTags: [MONITOR],
    }),
    assignTrip: build.mutation<TripView, AssignTripBody>({
      query: ({ storeId, ...body }) => ({ url: `${base(storeId)}/trips`, method: 'POST', body }),
      transformResponse: (response: { data: TripView }) => response.data,
      invalidatesTags: (_result, _error, { storeId }) => [DRIVERS, MONITOR, storeOrders(storeId)],
    }),
    /** The store's name, for the invitation text sent by WhatsApp. */
    deliveryStoreName: build.query<string, number>({
      query: (storeId) => `/stores/${storeId}/profile`,
      transformResponse: (response: { data: { name: string } }) => response.data.name,
      providesTags: (_result, _error, storeId) => [{ type: 'Store', id: `profile-${storeId}` }],
    }),
  }),
});

export const { useDeliveryDriversQuery, useCreateDriverMutation, useUpdateDriverMutation, useReinviteDriverMutation, useDeliveryMonitorQuery, useDriverSuggestionQuery, useAssignTripMutation, useDeliveryStoreNameQuery } =
  deliveryApi;

/** Moves a driver on the cached monitor (a `driver-position` event): no request, the map and the list follow. */
export const moveDriverInMonitor = (storeId: number, event: DriverPositionEvent) =>
  deliveryApi.util.updateQueryData('deliveryMonitor', storeId, (monitor) => {
    const driver = monitor.drivers.find((d) => d.id === event.driver_id);
    if (driver) driver.position = { latitude: event.latitude, longitude: event.longitude, at: event.at };
  });
