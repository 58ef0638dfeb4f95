import { useCallback, useMemo } from 'react';
import type { RegisterSessionView } from '@comanda/shared/domain';
import { useActiveStoreId } from '@comanda/shared/state';
import { loadRegister, saveRegister, useKeptCopy } from '../../../offline';
import { useCurrentRegisterQuery } from '../api/register-api';
import { readStation } from './station';

/** The store, this device's station and its open register (null while none is open); the kept copy while offline. */
export function useStationRegister() {
  const storeId = useActiveStoreId() ?? 0;
  const station = useMemo(() => (storeId ? readStation(storeId) : null), [storeId]);
  const stationId = station?.id ?? '';
  const query = useCurrentRegisterQuery({ storeId, station: stationId }, { skip: !storeId || !station });
  const save = useCallback((register: RegisterSessionView | null) => saveRegister(storeId, stationId, register), [storeId, stationId]);
  const load = useCallback(async () => (await loadRegister(storeId, stationId))?.register, [storeId, stationId]);
  const { value, fromCopy } = useKeptCopy(query.data, query.error, save, load);
  return {
    storeId,
    station,
    register: value ?? null,
    isLoading: query.isLoading,
    error: value === undefined ? query.error : undefined,
    fromCopy,
    refetch: query.refetch,
  };
}
