import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Box, Button, Tab, Tabs, Typography } from '@comanda/shared/ui/mui';
import type { PublicTerms } from '../api/store-signup-api';

export type TermsDocument = 'terms' | 'privacy';

/** '2026-11-25' → '25/11/2026'; any other version text as it is. */
const versionLabel = (version: string) => version.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

type Props = {
  open: TermsDocument | null;
  terms: PublicTerms | undefined;
  onClose: () => void;
  /** "Li e aceito": ticks the form's checkbox and closes. */
  onAccept: () => void;
};

/** The platform's terms of use and privacy policy, the version the sign-up sends, in one dialog with a tab each. */
export function TermsDialog({ open, terms, onClose, onAccept }: Props) {
  const [tab, setTab] = useState<TermsDocument>('terms');
  // Opening on a link shows that link's text.
  const [openedWith, setOpenedWith] = useState<TermsDocument | null>(null);
  if (open !== openedWith) {
    setOpenedWith(open);
    if (open) setTab(open);
  }
  const text = terms ? (tab === 'terms' ? terms.terms_of_use : terms.privacy_policy) : 'Carregando os termos…';

  return (
    <Dialog open={open !== null} onClose={onClose} aria-labelledby="terms-dialog-title" maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id="terms-dialog-title" sx={{ pb: 0 }}>
        {tab === 'terms' ? 'Termos de uso' : 'Política de privacidade'}
      </DialogTitle>
      {terms && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 3 }}>
          {terms.platform_name} · versão de {versionLabel(terms.terms_version)}
        </Typography>
      )}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
        <Tabs value={tab} onChange={(_e, value: TermsDocument) => setTab(value)} aria-label="Documentos" variant="fullWidth">
          <Tab value="terms" label="Termos de uso" />
          <Tab value="privacy" label="Política de privacidade" />
        </Tabs>
      </Box>
      <DialogContent dividers>
        <Typography component="div" sx={{ whiteSpace: 'pre-line' }}>
          {text}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
        <Button variant="contained" onClick={onAccept} disabled={!terms}>
          Li e aceito
        </Button>
      </DialogActions>
    </Dialog>
  );
}
