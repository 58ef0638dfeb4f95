import { TextField } from '@mui/material';
import { Box, Typography } from '@comanda/shared/ui/mui';
import { SWEET_CATEGORY_LABELS, SWEET_FLAVOR_LABELS, formatBRL, labelFor, setFlag, setText, showsCustomization, dietaryLabelsOf } from '@comanda/shared/domain';
import { type PanelProps } from '../bindings';
import { FlagCheckbox } from '../flag-inputs';
import { counted, extraPrice, listText } from '../format';
import { InfoSection } from '../info-section';
import { OptionFieldset } from '../option-fieldset';
import { OptionGroups } from '../option-groups';
import { PanelStack } from '../panel-stack';

export function DoceriaPanel(props: PanelProps<'doceria'>) {
  const { options, selection, onChange, pricing } = props;
  const giftPrice = extraPrice(options.gift_price_cents);
  return (
    <PanelStack>
      <InfoSection
        title="Sobre o Doce"
        rows={[
          ['Categoria', labelFor(SWEET_CATEGORY_LABELS, options.sweet_category)],
          ['Sabor', labelFor(SWEET_FLAVOR_LABELS, options.main_flavor)],
        ]}
      />
      <OptionGroups panel={props} />
      {showsCustomization(options) && (
        <OptionFieldset title="Personalização" hint={options.customization_options}>
          {() => (
            <>
              <FlagCheckbox
                label="Adicionar personalização"
                checked={selection.addCustomization}
                description={extraPrice(options.customization_price_cents)}
                onChange={(on) => onChange(setFlag(options, selection, 'addCustomization', on))}
              />
              <TextField
                label="Pedido de personalização"
                value={selection.customizationRequest}
                onChange={(event) => onChange(setText(selection, 'customizationRequest', event.target.value))}
                multiline
                minRows={2}
                fullWidth
                size="small"
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </>
          )}
        </OptionFieldset>
      )}
      {(options.requires_advance_order || options.advance_days !== null) && (
        <InfoSection
          title="Informação de Encomenda"
          text={options.requires_advance_order ? 'Este doce é feito sob encomenda.' : null}
          rows={[['Antecedência mínima', counted(options.advance_days, 'dia', 'dias')]]}
        />
      )}
      {(options.has_gift_packaging || options.has_gift_card) && (
        <OptionFieldset title="Opções para Presente" hint={giftPrice === null ? undefined : `${giftPrice} (cobrado uma vez)`}>
          {() => (
            <>
              {options.has_gift_packaging && (
                <FlagCheckbox
                  label="Embalagem para presente"
                  checked={selection.addGiftPackaging}
                  onChange={(on) => onChange(setFlag(options, selection, 'addGiftPackaging', on))}
                />
              )}
              {options.has_gift_card && (
                <FlagCheckbox label="Cartão de presente" checked={selection.addGiftCard} onChange={(on) => onChange(setFlag(options, selection, 'addGiftCard', on))} />
              )}
              {options.has_gift_card && selection.addGiftCard && (
                <TextField
                  label="Mensagem do cartão"
                  value={selection.giftMessage}
                  onChange={(event) => onChange(setText(selection, 'giftMessage', event.target.value))}
                  multiline
                  minRows={2}
                  fullWidth
                  size="small"
                  slotProps={{ htmlInput: { maxLength: 300 } }}
                />
              )}
            </>
          )}
        </OptionFieldset>
      )}
      <InfoSection
        title="Informações Nutricionais e Dietéticas"
        rows={[
          ['Ingredientes', listText(options.ingredients)],
          ['Alérgenos', listText(options.allergens)],
        ]}
        badges={dietaryLabelsOf(options)}
        badgesLabel="Informações dietéticas"
      />
      <Box aria-label="Resumo do preço" role="note" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
        <Typography variant="caption" component="p">
          Preço base: {formatBRL(pricing.baseCents)}
        </Typography>
        <Typography variant="caption" component="p">
          Preço calculado: {formatBRL(pricing.unitTotalCents)}
        </Typography>
      </Box>
    </PanelStack>
  );
}
