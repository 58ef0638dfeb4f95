import { useEffect } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { Box, Typography } from '@comanda/shared/ui/mui';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { maySwitchStore, roleMay } from '@comanda/shared/domain';
import { useActiveStoreId, useAuth, useSwitchActiveStore } from '@comanda/shared/state';
import { useSwitcherBranchesQuery } from './api/store-switcher-api';

const MAIN_STORE_LABEL = 'Loja principal';

/**
 * The store the store area works on, in the top bar. Store-wide managers of a store with branches pick the
 * main store or a branch (every screen refetches for it); staff limited to a branch see their branch's name.
 */
export function StoreSwitcher() {
  const { user } = useAuth();
  const activeStoreId = useActiveStoreId();
  const switchStore = useSwitchActiveStore();
  const canSwitch = maySwitchStore(user) && roleMay(user?.role, 'branches.manage');
  const ownStoreId = user?.store_id ?? null;
  const { data: branches } = useSwitcherBranchesQuery(ownStoreId ?? 0, { skip: !canSwitch || ownStoreId === null });

  // A stored choice that is no longer a branch of the store (deleted, or another store's) falls back to the main store.
  const unknownChoice = branches !== undefined && activeStoreId !== ownStoreId && !branches.some((branch) => branch.id === activeStoreId);
  useEffect(() => {
    if (unknownChoice) switchStore(null);
  }, [unknownChoice, switchStore]);

  if (user?.branch_id != null) {
    return (
      <Typography variant="body2" component="span" data-testid="active-branch" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 1, minWidth: 0 }}>
        <StorefrontIcon fontSize="small" aria-hidden />
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {user.branch_name ?? `Filial #${user.branch_id}`}
        </Box>
      </Typography>
    );
  }
  if (!canSwitch || ownStoreId === null || !branches || branches.length === 0) return null;

  return (
    <TextField
      select
      size="small"
      variant="standard"
      label="Loja"
      value={unknownChoice ? ownStoreId : (activeStoreId ?? ownStoreId)}
      onChange={(event) => switchStore(Number(event.target.value))}
      slotProps={{ inputLabel: { sx: { color: 'inherit', opacity: 0.8 } } }}
      sx={{
        // Below md the top bar is narrow: the switcher gives way (the store's name ends in '…') to the bell and user menu.
        minWidth: { xs: 0, md: 180 },
        mr: 1,
        '& .MuiInputBase-root, & .MuiSvgIcon-root, & .MuiInputLabel-root.Mui-focused': { color: 'inherit' },
        '& .MuiInput-underline:before': { borderBottomColor: 'rgba(255,255,255,0.5)' },
      }}
    >
      <MenuItem value={ownStoreId}>{MAIN_STORE_LABEL}</MenuItem>
      {branches.map((branch) => (
        <MenuItem key={branch.id} value={branch.id}>
          {branch.is_active ? branch.name : `${branch.name} (inativa)`}
        </MenuItem>
      ))}
    </TextField>
  );
}
