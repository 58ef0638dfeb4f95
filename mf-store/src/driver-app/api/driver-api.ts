import type { DriverProfile, TripView } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['DriverProfile', 'DriverTrips'] });

type DriverArgs = { driverId: number };
type TripArgs = DriverArgs & { tripId: number };
export type DeliverArgs = DriverArgs & { orderId: number; code: string; cash_received: number | null };
export type PositionArgs = DriverArgs & { latitude: number; longitude: number; accuracy: number | null };

const PROFILE = { type: 'DriverProfile', id: 'ME' } as const;
const trips = (driverId: number) => ({ type: 'DriverTrips', id: driverId }) as const;
const tripAction = (action: 'accept' | 'decline' | 'pickup') => ({ driverId, tripId }: TripArgs) => ({
  url: `/driver/${driverId}/trips/${tripId}/${action}`,
  method: 'POST',
});

/** The driver app's calls (`/api/driver/...`, access.driver: the caller's own driver rows only). */
export const driverApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One profile per store the driver works for. */
    driverProfiles: build.query<DriverProfile[], void>({
      query: () => '/driver/me',
      transformResponse: (response: { data: DriverProfile[] }) => response.data,
      providesTags: [PROFILE],
    }),
    setDriverOnline: build.mutation<DriverProfile, DriverArgs & { online: boolean }>({
      query: ({ driverId, online }) => ({ url: `/driver/${driverId}/online`, method: 'POST', body: { online } }),
      transformResponse: (response: { data: DriverProfile }) => response.data,
      invalidatesTags: (_r, _e, { driverId }) => [PROFILE, trips(driverId)],
    }),
    /** 204; the API drops positions that come too soon, the app throttles before (shouldSendPosition). */
    sendDriverPosition: build.mutation<void, PositionArgs>({
      query: ({ driverId, latitude, longitude, accuracy }) => ({ url: `/driver/${driverId}/position`, method: 'POST', body: { latitude, longitude, accuracy } }),
    }),
    /** The trips in progress (assigned, accepted, picked up), stops in the route's order. */
    driverTrips: build.query<TripView[], number>({
      query: (driverId) => `/driver/${driverId}/trips`,
      transformResponse: (response: { data: TripView[] }) => response.data,
      providesTags: (_r, _e, driverId) => [trips(driverId)],
    }),
    acceptTrip: build.mutation<unknown, TripArgs>({
      query: tripAction('accept'),
      invalidatesTags: (_r, _e, { driverId }) => [PROFILE, trips(driverId)],
    }),
    declineTrip: build.mutation<unknown, TripArgs>({
      query: tripAction('decline'),
      invalidatesTags: (_r, _e, { driverId }) => [PROFILE, trips(driverId)],
    }),
    /** "Retirei os pedidos": accepted → picked_up. */
    pickupTrip: build.mutation<unknown, TripArgs>({
      query: tripAction('pickup'),
      invalidatesTags: (_r, _e, { driverId }) => [PROFILE, trips(driverId)],
    }),
    /** The customer's 4-digit code and, for cash, what was received (reais). */
    deliverOrder: build.mutation<unknown, DeliverArgs>({
      query: ({ driverId, orderId, code, cash_received }) => ({ url: `/driver/${driverId}/orders/${orderId}/deliver`, method: 'POST', body: { code, cash_received } }),
      invalidatesTags: (_r, _e, { driverId }) => [PROFILE, trips(driverId)],
    }),
  }),
});

export const {
  useDriverProfilesQuery,
  useSetDriverOnlineMutation,
  useSendDriverPositionMutation,
  useDriverTripsQuery,
  useAcceptTripMutation,
  useDeclineTripMutation,
  usePickupTripMutation,
  useDeliverOrderMutation,
} = driverApi;
