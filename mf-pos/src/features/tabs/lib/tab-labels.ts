import type { TabView } from '@comanda/shared/domain';

/** Labels are matched like the server does: trimmed, case ignored. */
export const sameLabel = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

export const isTableLabel = (label: string, tables: readonly string[]) => tables.some((table) => sameLabel(table, label));

/** "Mesa 4" for one of the store's tables, "Comanda 25" for a numbered card. */
export const tabTitle = (label: string, tables: readonly string[]) => (isTableLabel(label, tables) ? `Mesa ${label}` : `Comanda ${label}`);

/** The open tab on `label` (the overview lists open tabs only; a closed one read back is not the table's any more). */
export const findTab = (tabs: readonly TabView[], label: string): TabView | null => tabs.find((tab) => tab.tab_open !== false && sameLabel(tab.table, label)) ?? null;
