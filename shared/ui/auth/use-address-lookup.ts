import { useCallback, useEffect, useRef, useState } from 'react';
import { onlyDigits } from '@comanda/shared/domain';
import { useGeocodeMutation, useLazyLookupCepQuery } from '@comanda/shared/state';
import { geocodeAddressOf, isAddressComplete, type AddressFields } from './registration-address';

export const CEP_NOT_FOUND_MESSAGE = 'CEP não encontrado. Preencha o endereço manualmente.';
export const CEP_UNAVAILABLE_MESSAGE = 'Não foi possível buscar o CEP agora. Preencha o endereço manualmente.';
export const GEOCODE_DEBOUNCE_MS = 800;

/** Coordinates of one address text (as sent to POST /api/geocode). */
export type LocatedAddress = { address: string; latitude: number; longitude: number };

/** The fields a CEP lookup fills. */
export type CepFill = Pick<AddressFields, 'address' | 'district' | 'city' | 'state'>;

export type AddressLookupOptions = {
  /** The address as typed now. */
  fields: AddressFields;
  /** Writes the fields found for the CEP into the form. */
  onFill: (filled: CepFill) => void | Promise<unknown>;
  /** Coordinates already known for an address (e.g. the logged-in user's); no geocoding while it is unchanged. */
  initial?: LocatedAddress | null;
  /** Search as soon as the CEP has 8 digits (once per CEP; "Buscar CEP" stays for a second try). */
  searchOnCompleteCep?: boolean;
};

/**
 * Spec §7: 'Buscar CEP' (GET /api/cep/{digits}) fills street, district, city and state and then
 * geocodes (POST /api/geocode); geocoding also runs, debounced, when every address field is filled,
 * and `coordinatesFor` geocodes before a submit when coordinates are missing. Coordinates are
 * optional: any failure leaves them null.
 */
export function useAddressLookup({ fields, onFill, initial = null, searchOnCompleteCep = false }: AddressLookupOptions) {
  const [lookupCep, { isFetching: isLookingUpCep }] = useLazyLookupCepQuery();
  const [geocode] = useGeocodeMutation();
  const [cepMessage, setCepMessage] = useState<string | null>(null);
  const [located, setLocated] = useState<LocatedAddress | null>(initial);
  const coordinates = useRef<LocatedAddress | null>(initial);
  const lastGeocoded = useRef<string | null>(initial?.address ?? null);

  const locate = useCallback(
    async (address: string): Promise<LocatedAddress | null> => {
      lastGeocoded.current = address;
      try {
        const result = await geocode({ address }).unwrap();
        if (result.success && typeof result.latitude === 'number' && typeof result.longitude === 'number') {
          coordinates.current = { address, latitude: result.latitude, longitude: result.longitude };
          setLocated(coordinates.current);
          return coordinates.current;
        }
      } catch {
        // the API already logged it
      }
      return null;
    },
    [geocode],
  );

  const autoAddress = isAddressComplete(fields) ? geocodeAddressOf(fields) : null;

  useEffect(() => {
    if (!autoAddress || autoAddress === lastGeocoded.current) return undefined;
    const timer = setTimeout(() => {
      if (autoAddress !== lastGeocoded.current) void locate(autoAddress);
    }, GEOCODE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [autoAddress, locate]);

  const cepDigits = onlyDigits(fields.cep);

  async function searchCep(): Promise<void> {
    setCepMessage(null);
    try {
      const found = await lookupCep(cepDigits).unwrap();
      if ((found as { erro?: unknown }).erro) {
        setCepMessage(CEP_NOT_FOUND_MESSAGE);
        return;
      }
      const filled: CepFill = {
        address: found.logradouro || fields.address,
        district: found.bairro || fields.district,
        city: found.localidade || fields.city,
        state: found.uf || fields.state,
      };
      await onFill(filled);
      void locate(geocodeAddressOf({ ...fields, ...filled }));
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      setCepMessage(status === 404 ? CEP_NOT_FOUND_MESSAGE : CEP_UNAVAILABLE_MESSAGE);
    }
  }

  const searchNow = useRef(searchCep);
  searchNow.current = searchCep;
  const lastAutoSearched = useRef('');
  useEffect(() => {
    if (!searchOnCompleteCep || cepDigits.length !== 8 || cepDigits === lastAutoSearched.current) return;
    lastAutoSearched.current = cepDigits;
    void searchNow.current();
  }, [cepDigits, searchOnCompleteCep]);

  /** Coordinates for `current`: the known ones when the address did not change, else geocoded now (null on failure). */
  const coordinatesFor = useCallback(
    async (current: AddressFields): Promise<LocatedAddress | null> => {
      const address = geocodeAddressOf(current);
      return coordinates.current?.address === address ? coordinates.current : locate(address);
    },
    [locate],
  );

  /** Coordinates already known for an address (a saved one): used without geocoding while it is unchanged. */
  const remember = useCallback((known: LocatedAddress) => {
    coordinates.current = known;
    lastGeocoded.current = known.address;
    setLocated(known);
  }, []);

  const currentAddress = geocodeAddressOf(fields);
  return {
    remember,
    searchCep,
    isLookingUpCep,
    /** 'Buscar CEP' is disabled under 8 digits (spec §5). */
    canSearchCep: cepDigits.length === 8 && !isLookingUpCep,
    cepMessage,
    /** Coordinates of the address as it is now; null until geocoded (or when it changed since). */
    located: located?.address === currentAddress ? located : null,
    coordinatesFor,
  };
}
