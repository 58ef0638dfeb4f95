import { useState } from 'react';
import { Box, Button, Typography } from '@comanda/shared/ui/mui';
import { MY_DATA_LABELS, MY_DATA_MESSAGES, MY_DATA_PRIVACY_TEXT } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { downloadText, SectionCard } from '@comanda/shared/ui';
import { useLazyMyDataExportQuery } from './api/my-data-api';
import { DeleteAccountDialog } from './components/delete-account-dialog';

/**
 * "Meus dados" (LGPD) on "Meu perfil": download a copy of what the platform keeps about me, delete my account, and
 * the privacy text saying what is erased and what the stores keep (and why).
 */
export function MyDataSection() {
  const [fetchExport, exporting] = useLazyMyDataExportQuery();
  const [deleting, setDeleting] = useState(false);
  const { enqueueSnackbar } = useToasts();

  async function download() {
    try {
      const file = await fetchExport().unwrap();
      downloadText(file.text, file.filename, 'application/json;charset=utf-8');
      enqueueSnackbar(MY_DATA_MESSAGES.downloaded, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(toApiError(error, MY_DATA_MESSAGES.downloadFailed).message, { variant: 'error' });
    }
  }

  return (
    <SectionCard id="profile-my-data-title" title={MY_DATA_LABELS.title} description={MY_DATA_LABELS.description}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 1 }}>
          {MY_DATA_PRIVACY_TEXT.map((paragraph) => (
            <Typography key={paragraph} variant="body2" color="text.secondary">
              {paragraph}
            </Typography>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => void download()} loading={exporting.isFetching}>
            {MY_DATA_LABELS.download}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            {MY_DATA_LABELS.deleteAccount}
          </Button>
        </Box>
      </Box>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </SectionCard>
  );
}
