import { useMemo } from 'react';
import { useActiveStoreId } from '@comanda/shared/state';
import { useCurrentRegisterQuery } from '../api/register-api';
import { readStation } from './station';

/** The store, this device's station and its open register (null while none is open). */
export function useStationRegister() {
  const storeId = useActiveStoreId() ?? 0;
  const station = useMemo(() => (storeId ? readStation(storeId) : null), [storeId]);
  const query = useCurrentRegisterQuery({ storeId, station: station?.id ?? '' }, { skip: !storeId || !station });
  return { storeId, station, register: query.data ?? null, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
