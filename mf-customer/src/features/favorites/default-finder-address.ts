import { preferredSavedAddress, type SavedAddress } from '@comanda/shared/domain';
import type { FinderSavedAddress } from '@comanda/shared/ui/store-discovery';

/** The address the finder searches from: the default saved address, else the most recently used. */
export function defaultFinderAddress(addresses: readonly SavedAddress[] | undefined): FinderSavedAddress | null {
  const chosen = preferredSavedAddress(addresses ?? []);
  if (!chosen) return null;
  return { id: chosen.id, label: `${chosen.label ?? 'Meu endereço'} · ${chosen.address}, ${chosen.number}` };
}
