import { notFound } from './http-error';

/** A path id as a positive int4, else null (then the route answers 404). */
export function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A path id that must name a row: anything that is not a positive int4 is a 404, as a missing row is. */
export function idOrNotFound(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}
