import { Tooltip } from '@mui/material';
import { IconButton } from '@comanda/shared/ui/mui';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { toApiError, useAuth, useFavoriteStoresQuery, useSetFavoriteStoreMutation, useToasts } from '@comanda/shared/state';

type Props = { storeId: number; storeName: string; size?: 'small' | 'medium' | 'large'; color?: string };

/** The heart that marks a store as a favourite; only a signed-in customer sees it. */
export function FavoriteStoreButton({ storeId, storeName, size = 'medium', color }: Props) {
  const { user } = useAuth();
  const customer = user?.role === 'customer' ? user : null;
  const { data: favorites } = useFavoriteStoresQuery(customer?.id ?? 0, { skip: !customer });
  const [setFavorite, { isLoading }] = useSetFavoriteStoreMutation();
  const { enqueueSnackbar } = useToasts();
  if (!customer) return null;

  const favorite = (favorites ?? []).some((f) => f.store_id === storeId);
  const label = favorite ? `Remover ${storeName} das favoritas` : `Favoritar ${storeName}`;
  const toggle = async () => {
    try {
      await setFavorite({ storeId, favorite: !favorite }).unwrap();
      enqueueSnackbar(favorite ? 'Loja removida das favoritas.' : 'Loja adicionada às favoritas.', { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(toApiError(err).message, { variant: 'error' });
    }
  };

  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} aria-pressed={favorite} size={size} disabled={isLoading || favorites === undefined} onClick={toggle} sx={{ color: favorite ? 'error.main' : color }}>
          {favorite ? <FavoriteIcon fontSize="inherit" /> : <FavoriteBorderIcon fontSize="inherit" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
