/**
 * The signed-in user's sessions (one per sign-in on a device). Routes (bearer token):
 * - GET /api/me/sessions → { data: AccountSession[] }, the most recently used first, unexpired only
 * - DELETE /api/me/sessions/{id} → 204 (another user's session: 404; this request's own: 422, signing out is POST /api/logout)
 * - POST /api/me/sessions/others/logout → { data: EndedSessions }: every session but the caller's ends
 */
export type AccountSession = {
  id: number;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  /** The last request made with it (its sign-in when none since). */
  last_used_at: string;
  /** The session this request was made with ("Este dispositivo"). */
  current: boolean;
};

export type EndedSessions = { ended: number };

export const SESSION_LABELS = {
  thisDevice: 'Este dispositivo',
  end: 'Encerrar',
  endOthers: 'Sair de todos os outros dispositivos',
  unknownDevice: 'Dispositivo desconhecido',
} as const;

export const SESSION_MESSAGES = {
  ended: 'Sessão encerrada.',
  isCurrent: 'Esta é a sessão deste dispositivo: para sair dela, use "Sair".',
  othersEnded: (count: number) => (count === 1 ? '1 sessão encerrada.' : `${count} sessões encerradas.`),
} as const;

/** Checked in order: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** Checked in order: Android also says Linux, iOS also says Mac OS X. */
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (text: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** 'Chrome no Windows', 'Safari no iPhone', 'Firefox', 'Android'… from a User-Agent; 'Dispositivo desconhecido' without one. */
export function sessionDeviceLabel(userAgent: string | null | undefined): string {
  const text = userAgent?.trim() ?? '';
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  if (browser && system) return `${browser} no ${system}`;
  return browser ?? system ?? SESSION_LABELS.unknownDevice;
}
