import { useRef, type ReactNode } from 'react';
import { TextField } from '@mui/material';
import { Box, Button, Paper, Typography } from '@comanda/shared/ui/mui';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { QRCodeSVG } from 'qrcode.react';
import { formatReais } from '@comanda/shared/domain';
import { useToasts } from '@comanda/shared/state';

export const PIX_COPIED_MESSAGE = 'Código PIX copiado';
export const PIX_COPY_FAILED_MESSAGE = 'Não foi possível copiar. Selecione o código e copie manualmente.';

async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // clipboard refused (permissions, insecure context): try the selection below
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** The order's PIX code (static, or a dynamic charge's): QR code to scan and the copia-e-cola text with 'Copiar código'. */
export function PixPayment({ code, total, footer = null }: { code: string; total: number; /** The dynamic charge's time to pay. */ footer?: ReactNode }) {
  const { enqueueSnackbar } = useToasts();
  const field = useRef<HTMLTextAreaElement>(null);

  const copy = async () => {
    const copied = await copyText(code, field.current);
    enqueueSnackbar(copied ? PIX_COPIED_MESSAGE : PIX_COPY_FAILED_MESSAGE, { variant: copied ? 'success' : 'warning' });
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="pix-title" data-testid="pix-payment" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography id="pix-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Pague com PIX
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Abra o app do seu banco, escolha pagar com PIX e leia o QR Code ou cole o código. Confira o valor de <strong>{formatReais(total)}</strong>.
      </Typography>
      {footer}
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 1, border: 1, borderColor: 'divider', lineHeight: 0 }}>
          <QRCodeSVG value={code} size={208} level="M" marginSize={0} title={`QR Code PIX de ${formatReais(total)}`} role="img" aria-label={`QR Code PIX de ${formatReais(total)}`} data-testid="pix-qr" />
        </Box>
      </Box>
      <TextField
        label="PIX copia e cola"
        value={code}
        multiline
        minRows={3}
        fullWidth
        inputRef={field}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'pix-code', style: { fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' } } }}
      />
      <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
        Copiar código
      </Button>
    </Paper>
  );
}
