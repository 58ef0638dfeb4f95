import type { FastifyInstance } from 'fastify';
import { fieldError } from './http-error';

export const INPUT_LIMITS = {
  /** Levels of objects and arrays in a body, a query or a header value; no request of ours needs more than 6. */
  maxDepth: 32,
} as const;

export const INPUT_MESSAGES = {
  invalidCharacters: 'O campo contém caracteres inválidos.',
  tooDeep: `O campo tem níveis aninhados demais (no máximo ${INPUT_LIMITS.maxDepth}).`,
  invalidNumber: 'O campo deve ser um número válido.',
} as const;

/**
 * NUL (PostgreSQL refuses it in text and jsonb) and a UTF-16 surrogate without its pair (not encodable
 * as UTF-8): never part of a real name, address or note.
 */
const UNSAFE_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isSafeText = (text: string): boolean => !UNSAFE_TEXT.test(text);

type Problem = { path: string; message: string };

/** A key that is not a plain name ('<[', 'a.b') ends the path: the error is reported on its parent, never echoing it. */
const PLAIN_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A nesting error is reported on the field the client sent (its first three path segments, without
 * trailing list indexes), not thirty levels down.
 */
function fieldOf(path: string): string {
  const segments = path.split('.').slice(0, 3);
  while (segments.length > 1 && /^\d+$/.test(segments[segments.length - 1]!)) segments.pop();
  return segments.join('.');
}

/** The first unsafe string (value or key), non-finite number (JSON's 1e400) or over-deep nesting, with its dotted path. */
export function findUnsafeInput(value: unknown, path = '', depth = 0): Problem | null {
  if (typeof value === 'string') return isSafeText(value) ? null : { path, message: INPUT_MESSAGES.invalidCharacters };
  if (typeof value === 'number') return Number.isFinite(value) ? null : { path, message: INPUT_MESSAGES.invalidNumber };
  if (value === null || typeof value !== 'object') return null;
  if (depth >= INPUT_LIMITS.maxDepth) return { path: fieldOf(path), message: INPUT_MESSAGES.tooDeep };
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  for (const [key, child] of entries) {
    if (!isSafeText(key)) return { path, message: INPUT_MESSAGES.invalidCharacters };
    const problem = findUnsafeInput(child, PLAIN_KEY.test(key) ? (path ? `${path}.${key}` : key) : path, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Every route's path parameters, query string and parsed body pass this check before any handler
 * (or schema) sees them: an unsafe value is a 422 on its field, whatever the route.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = findUnsafeInput(part);
      if (problem) throw fieldError(problem.path || '_', problem.message);
    }
  });
}
