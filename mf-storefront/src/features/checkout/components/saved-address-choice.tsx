import { FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { Box, FormControl, Typography } from '@comanda/shared/ui/mui';
import { savedAddressLines } from '@comanda/shared/domain';
import { NEW_ADDRESS, type SavedAddressChoiceState } from '../hooks/use-saved-address-choice';

/** 'Entregar em': one radio per saved address (label, street, area) and 'Outro endereço'. */
export function SavedAddressChoice({ state }: { state: SavedAddressChoiceState }) {
  const { addresses, choice, choose } = state;
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Entregar em
      </FormLabel>
      <RadioGroup
        name="saved-address"
        value={choice === null ? '' : String(choice)}
        onChange={(event) => choose(event.target.value === NEW_ADDRESS ? NEW_ADDRESS : Number(event.target.value))}
      >
        {addresses.map((address) => {
          const { street, area, cep } = savedAddressLines(address);
          return (
            <FormControlLabel
              key={address.id}
              value={String(address.id)}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.75 } }}
              label={
                <Box sx={{ py: 0.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>{address.label ?? street}</Typography>
                  {address.label && <Typography variant="body2">{street}</Typography>}
                  <Typography variant="body2" color="text.secondary">
                    {area}
                    {cep && (
                      <>
                        {' · '}
                        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                          {cep}
                        </Box>
                      </>
                    )}
                  </Typography>
                </Box>
              }
            />
          );
        })}
        <FormControlLabel value={NEW_ADDRESS} control={<Radio />} label="Outro endereço" />
      </RadioGroup>
    </FormControl>
  );
}
