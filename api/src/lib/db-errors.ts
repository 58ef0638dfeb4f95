/** A unique index refused the write (PostgreSQL 23505), from pg or PGlite, directly or as the cause of a drizzle error. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
