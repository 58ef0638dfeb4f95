import { useState } from 'react';
import { FormControlLabel, Menu, MenuItem, Switch } from '@mui/material';
import { AppBar, Box, Button, Stack, Toolbar, Typography } from '@comanda/shared/ui/mui';
import type { DriverProfile } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { UserMenu } from '@comanda/shared/ui';
import { useSetDriverOnlineMutation } from '../api/driver-api';
import type { LocationStatus } from '../hooks/use-position-sharing';
import { brl } from '../lib/money';
import { LocationStatusLine } from './location-status';

type Props = { profiles: DriverProfile[]; profile: DriverProfile; location: LocationStatus; onChooseStore: (storeId: number) => void };

function StorePicker({ profiles, profile, onChooseStore }: Omit<Props, 'location'>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (profiles.length < 2) return null;
  return (
    <>
      <Button color="inherit" variant="outlined" size="small" onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        Trocar loja
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {profiles.map((option) => (
          <MenuItem
            key={option.store.id}
            selected={option.store.id === profile.store.id}
            sx={{ minHeight: 48 }}
            onClick={() => {
              setAnchor(null);
              onChooseStore(option.store.id);
            }}
          >
            {option.store.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The store, the big online switch, the cash in hand and today's deliveries. */
export function DriverTopBar({ profiles, profile, location, onChooseStore }: Props) {
  const { enqueueSnackbar } = useToasts();
  const [setOnline, { isLoading }] = useSetDriverOnlineMutation();

  async function toggle(online: boolean) {
    try {
      await setOnline({ driverId: profile.driver_id, online }).unwrap();
      enqueueSnackbar(online ? 'Você está online.' : 'Você está offline.', { variant: online ? 'success' : 'info' });
    } catch (error) {
      enqueueSnackbar(toApiError(error, 'Não foi possível mudar seu status.').message, { variant: 'error' });
    }
  }

  return (
    <AppBar position="sticky" color={profile.online ? 'success' : 'primary'}>
      <Toolbar sx={{ gap: 1 }}>
        <Typography variant="h6" component="h1" noWrap sx={{ flexGrow: 1, fontWeight: 700 }}>
          {profile.store.name}
        </Typography>
        <StorePicker profiles={profiles} profile={profile} onChooseStore={onChooseStore} />
        <UserMenu links={[]} />
      </Toolbar>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <FormControlLabel
          labelPlacement="start"
          disabled={isLoading || !profile.active}
          control={<Switch checked={profile.online} onChange={(_event, checked) => void toggle(checked)} color="default" sx={{ transform: 'scale(1.5)', mr: 1 }} />}
          label={<Typography sx={{ fontSize: 20, fontWeight: 700 }}>{profile.online ? 'Online' : 'Ficar online'}</Typography>}
          sx={{ m: 0, width: '100%', minHeight: 56, justifyContent: 'space-between', '& .MuiFormControlLabel-label.Mui-disabled': { color: 'inherit', opacity: 0.7 } }}
        />
        <LocationStatusLine status={location} />
        <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Typography variant="body1" sx={{ fontWeight: 700 }}>Dinheiro em mãos: {brl(profile.cash_in_hand)}</Typography>
          <Typography variant="body1">Entregas hoje: {profile.deliveries_today}</Typography>
        </Stack>
      </Box>
    </AppBar>
  );
}
