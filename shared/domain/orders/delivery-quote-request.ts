import { number, object } from 'yup';
import { ORDER_MESSAGES, orderAddressSchema } from './order-request-schema';

/** POST /api/stores/{slug}/delivery-quote: the address and, for free delivery, the items subtotal (reais). */
export const deliveryQuoteRequestSchema = object({
  address: orderAddressSchema.typeError(ORDER_MESSAGES.addressRequired).required(ORDER_MESSAGES.addressRequired),
  subtotal: number().typeError('Subtotal inválido').min(0, 'Subtotal inválido').max(1_000_000, 'Subtotal inválido').nullable().optional(),
});

/** The answer (reais): what delivering to the address costs, computed like the order's charge. */
export type DeliveryQuoteResponse = {
  zone: string | null;
  delivery_fee: number;
  /** The fee before free delivery. */
  base_fee: number;
  free_delivery: boolean;
  min_order: number;
  estimated_time: string | null;
  distance_km: number | null;
  /** Where the server placed the address (CEP's district, city and state; its own geocoder's point). */
  address: { district: string; city: string; state: string; latitude: number | null; longitude: number | null };
};
