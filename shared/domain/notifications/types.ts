/**
 * Wire shapes of the notification calls (spec sections 3 and 7).
 *
 * Routes (all need the bearer token):
 *   GET  /api/notifications?page=N           → NotificationListResponse (15 per page, newest first)
 *   GET  /api/notifications/unread-count     → { count }
 *   POST /api/notifications/{id}/read        → { data: Notification }
 *   POST /api/notifications/mark-all-read    → { updated, unread_count: 0 }
 *
 * Real time: Laravel's BroadcastNotificationCreated on private-App.Models.User.{id}; its payload is the
 * notification's `data` fields plus every Notification field (what laravel-echo's `.notification()` gets).
 */
export type Notification = {
  /** uuid */
  id: string;
  /** What happened, e.g. 'order.new', 'order.status'. */
  type: string;
  title: string;
  message: string;
  /** Free payload; `url` (an app path) is where clicking the notification goes. */
  data: Record<string, unknown>;
  /** Creation time, ISO 8601. */
  timestamp: string;
  read: boolean;
  read_at: string | null;
};

export type NotificationListResponse = {
  notifications: Notification[];
  unread_count: number;
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

export type UnreadCountResponse = { count: number };

export type MarkAllReadResponse = { updated: number; unread_count: number };

export const NOTIFICATIONS_PER_PAGE = 15;

/**
 * Notification types the API creates. 'order.new' goes to store staff, whose store area rings its own alarm for it;
 * 'meal_subscription.paused' tells a customer the store could not deliver their marmita subscription.
 */
export const NOTIFICATION_TYPES = { orderNew: 'order.new', orderStatus: 'order.status', mealSubscriptionPaused: 'meal_subscription.paused' } as const;
