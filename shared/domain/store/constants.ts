export const DEFAULT_DELIVERY_TIME = '30-45 minutos';
export const DEFAULT_PRODUCTS_PER_PAGE = 12;
export const DEFAULT_BANNER_TEXT = 'Bem-vindo à nossa loja!';
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
export const OPENING_HOURS_UNAVAILABLE = 'Horários não disponíveis';
export const CLOSED_DAY_LABEL = 'Fechado';
/** GET /api/stores/{slug} answers 404 with this message; the storefront shows it when the store is missing. */
export const STORE_NOT_FOUND_MESSAGE = 'Loja não encontrada';
export const STORE_STATUS_OPEN = 'Aberto agora';
export const STORE_STATUS_CLOSED = 'Fechado';
