/**
 * Order reviews (issue 12): after an order is completed (delivered, picked up or served) its customer rates the food
 * and, for a delivery, the delivery (1 to 5 stars and an optional comment), from the tracking link or the customer
 * area. One review per order. The store reads them, replies publicly and may report abuse; the storefront shows the
 * averages and the latest reviews (a reported one is hidden from the public until the platform looks at it).
 *
 * The rules, used by the API (which decides) and the screens (which only show what the API said):
 * - an order may be reviewed once it is `completed`, and for REVIEW_WINDOW_DAYS after its completion;
 * - a review may be edited for REVIEW_EDIT_HOURS after it was first sent, whatever happened since: a store reply does
 *   not lock it (the reply stays, and the store sees that the review changed after it answered);
 * - the delivery rating belongs to delivery orders only (required there, absent for pickup and dine-in).
 */
import type { OrderStatus } from '../orders/status';
import type { OrderType } from '../orders/order-types';

export const REVIEW_MIN_RATING = 1;
export const REVIEW_MAX_RATING = 5;
/** How long after the order's completion it can still be reviewed. */
export const REVIEW_WINDOW_DAYS = 30;
/** How long after the first submission the customer may edit the review (a store reply does not shorten it). */
export const REVIEW_EDIT_HOURS = 48;
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REPORT_REASON_MIN = 5;
export const REVIEW_REPORT_REASON_MAX = 500;
/** How many reviews the storefront shows. */
export const PUBLIC_LATEST_REVIEWS = 5;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const REVIEW_LABELS = {
  section: 'Avaliações',
  reviewOrder: 'Avaliar pedido',
  yourReview: 'Sua avaliação',
  food: 'Comida',
  delivery: 'Entrega',
  comment: 'Comentário',
  commentPlaceholder: 'Conte como foi o seu pedido (opcional)',
  submit: 'Enviar avaliação',
  save: 'Salvar avaliação',
  edit: 'Editar avaliação',
  cancel: 'Cancelar',
  storeReply: 'Resposta da loja',
  reply: 'Responder',
  editReply: 'Editar resposta',
  replyText: 'Resposta',
  sendReply: 'Enviar resposta',
  report: 'Denunciar',
  reportReason: 'Motivo da denúncia',
  sendReport: 'Enviar denúncia',
  reported: 'Denunciada',
  unanswered: 'Sem resposta',
  noReviews: 'Nenhuma avaliação ainda',
  editedAfterReply: 'Editada depois da resposta',
} as const;

export const REVIEW_MESSAGES = {
  foodRatingRequired: 'Dê uma nota de 1 a 5 para a comida.',
  deliveryRatingRequired: 'Dê uma nota de 1 a 5 para a entrega.',
  ratingRange: 'A nota deve ser de 1 a 5 estrelas.',
  deliveryRatingNotAllowed: 'Este pedido não teve entrega: avalie só a comida.',
  commentTooLong: `O comentário pode ter até ${REVIEW_COMMENT_MAX} caracteres.`,
  replyRequired: 'Escreva a resposta.',
  replyTooLong: `A resposta pode ter até ${REVIEW_REPLY_MAX} caracteres.`,
  reportReasonRequired: 'Informe o motivo da denúncia.',
  reportReasonTooShort: `Descreva o motivo com pelo menos ${REVIEW_REPORT_REASON_MIN} caracteres.`,
  reportReasonTooLong: `O motivo pode ter até ${REVIEW_REPORT_REASON_MAX} caracteres.`,
  notYet: 'Você poderá avaliar este pedido quando ele for concluído.',
  cancelled: 'Pedidos cancelados não podem ser avaliados.',
  windowClosed: `O prazo para avaliar este pedido terminou (${REVIEW_WINDOW_DAYS} dias após a conclusão).`,
  editClosed: `O prazo para editar esta avaliação terminou (${REVIEW_EDIT_HOURS} horas após o envio).`,
  alreadyReported: 'Esta avaliação já foi denunciada.',
  sent: 'Avaliação enviada. Obrigado!',
  saved: 'Avaliação atualizada.',
  replySaved: 'Resposta publicada.',
  reportSent: 'Denúncia registrada. A avaliação deixa de aparecer na vitrine.',
} as const;

/** 1 → 'Péssimo' … 5 → 'Ótimo' (the stars' hover text). */
export const RATING_LABELS: Record<number, string> = { 1: 'Péssimo', 2: 'Ruim', 3: 'Regular', 4: 'Bom', 5: 'Ótimo' };

export function isRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= REVIEW_MIN_RATING && value <= REVIEW_MAX_RATING;
}

/** Only a delivery has a delivery to rate. */
export function reviewHasDeliveryRating(orderType: OrderType): boolean {
  return orderType === 'delivery';
}

const time = (value: Date | string | number) => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

export type Reviewability = { ok: true } | { ok: false; reason: string };

/**
 * Whether an order may get a (new) review now: completed, within REVIEW_WINDOW_DAYS of its completion. `completedAt`
 * null for a completed order (no history row) counts as just completed.
 */
export function orderReviewability(order: { status: OrderStatus; completedAt: Date | string | null }, now: Date | string | number): Reviewability {
  if (order.status === 'cancelled') return { ok: false, reason: REVIEW_MESSAGES.cancelled };
  if (order.status !== 'completed') return { ok: false, reason: REVIEW_MESSAGES.notYet };
  if (order.completedAt !== null && time(now) > reviewWindowEnd(order.completedAt).getTime()) return { ok: false, reason: REVIEW_MESSAGES.windowClosed };
  return { ok: true };
}

/** The last moment an order completed at `completedAt` may get a first review. */
export function reviewWindowEnd(completedAt: Date | string | number): Date {
  return new Date(time(completedAt) + REVIEW_WINDOW_DAYS * DAY);
}

/** The last moment a review first sent at `createdAt` can be edited. */
export function reviewEditableUntil(createdAt: Date | string | number): Date {
  return new Date(time(createdAt) + REVIEW_EDIT_HOURS * HOUR);
}

/** Within REVIEW_EDIT_HOURS of the first submission (a store reply changes nothing). */
export function canEditReview(createdAt: Date | string | number, now: Date | string | number): boolean {
  return time(now) <= reviewEditableUntil(createdAt).getTime();
}

/** What the public sees of a customer: the first name only ('Maria Souza' → 'Maria'). */
export function reviewerFirstName(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  return first || 'Cliente';
}

/** '4,5' (one decimal, comma), '–' without reviews. */
export function formatRatingAverage(average: number | null): string {
  return average === null ? '–' : average.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** '1 avaliação', '12 avaliações'. */
export function reviewCountLabel(count: number): string {
  return count === 1 ? '1 avaliação' : `${count} avaliações`;
}
