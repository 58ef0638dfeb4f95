import type { OrderAddress } from '@comanda/shared/domain';

const hasPoint = (address: OrderAddress): address is OrderAddress & { latitude: number; longitude: number } =>
  typeof address.latitude === 'number' && typeof address.longitude === 'number';

/** 'Rua das Flores, 120 — Apto 31 — Centro' (the line the driver reads). */
export function addressLine(address: OrderAddress): string {
  const street = [address.address, address.number].filter(Boolean).join(', ');
  return [street, address.complement, address.district].filter((part) => Boolean(part && part.trim())).join(' — ');
}

/** What a maps app searches when the order has no coordinates. */
export function addressQuery(address: OrderAddress): string {
  const street = [address.address, address.number].filter(Boolean).join(', ');
  const city = [address.city, address.state].filter(Boolean).join(' - ');
  return [street, address.district, city, address.cep].filter((part) => Boolean(part && part.trim())).join(', ');
}

/** Google Maps directions to the stop: its coordinates, else its address text. */
export function googleMapsUrl(address: OrderAddress): string {
  const destination = hasPoint(address) ? `${address.latitude},${address.longitude}` : encodeURIComponent(addressQuery(address));
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

/** Waze navigation to the stop: its coordinates, else a search for its address. */
export function wazeUrl(address: OrderAddress): string {
  return hasPoint(address)
    ? `https://waze.com/ul?ll=${address.latitude},${address.longitude}&navigate=yes`
    : `https://waze.com/ul?q=${encodeURIComponent(addressQuery(address))}&navigate=yes`;
}
