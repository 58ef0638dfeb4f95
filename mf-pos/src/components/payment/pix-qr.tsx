import { Box, Typography } from '@comanda/shared/ui/mui';
import { QRCodeSVG } from 'qrcode.react';
import { buildPixCode, formatBRL } from '@comanda/shared/domain';

type Props = { pixKey: string | null; storeName: string; city: string | null; amountCents: number };

/** The store's PIX as a QR with the amount, for the customer to scan at the counter. */
export function PixQr({ pixKey, storeName, city, amountCents }: Props) {
  if (!pixKey) return <Typography color="text.secondary">A loja não tem chave PIX cadastrada: use a maquininha.</Typography>;
  const code = buildPixCode({ key: pixKey, merchantName: storeName, merchantCity: city ?? '', amountCents, txid: '***' });
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} data-testid="pos-pix-qr">
      <QRCodeSVG value={code} size={160} aria-label={`QR Code PIX de ${formatBRL(amountCents)}`} />
      <Typography variant="body2">Peça ao cliente para escanear o QR Code com o app do banco e confira o PIX de {formatBRL(amountCents)} antes de confirmar.</Typography>
    </Box>
  );
}
