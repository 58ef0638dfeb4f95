import { useState } from 'react';
import { TextField } from '@mui/material';
import { Alert, Button, Chip, Stack } from '@comanda/shared/ui/mui';
import { cartCouponFromRecord, centsToReais, isFreeDeliveryCoupon, type CartCoupon } from '@comanda/shared/domain';
import { toApiError } from '@comanda/shared/state';
import { useValidateCouponMutation } from '../../api/catalog-api';

type Props = {
  slug: string;
  subtotalCents: number;
  coupon: CartCoupon | null;
  onApply: (coupon: CartCoupon) => void;
  onRemove: () => void;
};

/** The API validates the code (validity, limits, minimum); the cart keeps what it answered. */
export function CouponForm({ slug, subtotalCents, coupon, onApply, onRemove }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [validate, { isLoading }] = useValidateCouponMutation();

  if (coupon) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip color="success" label={`Cupom ${coupon.code} aplicado${isFreeDeliveryCoupon(coupon) ? ' (frete grátis)' : ''}`} />
        <Button size="small" onClick={onRemove}>
          Remover cupom
        </Button>
      </Stack>
    );
  }

  const submit = async () => {
    const trimmed = code.trim();
    if (!trimmed) {
      setError('Informe o código do cupom.');
      return;
    }
    try {
      const result = await validate({ slug, code: trimmed, subtotal: centsToReais(subtotalCents) }).unwrap();
      // The wire carries reais; the cart keeps fixed discounts in centavos.
      onApply(cartCouponFromRecord(result.coupon));
      setCode('');
      setError(null);
    } catch (failure) {
      const apiError = toApiError(failure, 'Não foi possível validar o cupom.');
      setError(apiError.errors?.code?.[0] ?? apiError.message);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label="Cupom de desconto"
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void submit();
          }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" onClick={() => void submit()} disabled={isLoading}>
          Aplicar
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
