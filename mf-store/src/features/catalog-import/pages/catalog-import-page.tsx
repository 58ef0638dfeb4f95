import { useId, useState, type ChangeEvent } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Alert, Box, Button, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import type { CatalogImportResult } from '@comanda/shared/domain';
import { toApiError, useActiveStoreId, useToasts } from '@comanda/shared/state';
import { useExportCatalogMutation, useImportCatalogMutation } from '../api/catalog-import-api';

const PREVIEW_ROWS = 50;
const ACTION_LABEL = { create: 'Criar', update: 'Atualizar' } as const;

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Upload a CSV/XLSX, see the dry run (what changes, row errors), confirm; or export the current catalog. */
export function CatalogImportPage() {
  const storeId = useActiveStoreId();
  const inputId = useId();
  const { enqueueSnackbar } = useToasts();
  const [runImport, { isLoading }] = useImportCatalogMutation();
  const [runExport] = useExportCatalogMutation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CatalogImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (storeId === null) return <Alert severity="warning">Sua conta não está ligada a uma loja.</Alert>;

  async function check(chosen: File) {
    setError(null);
    setPreview(null);
    try {
      setPreview(await runImport({ storeId: storeId!, file: chosen, dryRun: true }).unwrap());
    } catch (err) {
      setError(toApiError(err, 'Não foi possível ler a planilha.').message);
    }
  }

  async function confirm() {
    if (!file) return;
    try {
      const done = await runImport({ storeId: storeId!, file, dryRun: false }).unwrap();
      enqueueSnackbar(`Importação concluída: ${done.created} criados, ${done.updated} atualizados.`, { variant: 'success' });
      setPreview(null);
      setFile(null);
    } catch (err) {
      setError(toApiError(err, 'Não foi possível importar a planilha.').message);
    }
  }

  async function exportAs(format: 'csv' | 'xlsx') {
    try {
      download(await runExport({ storeId: storeId!, format }).unwrap(), `cardapio.${format}`);
    } catch (err) {
      enqueueSnackbar(toApiError(err, 'Não foi possível exportar o cardápio.').message, { variant: 'error' });
    }
  }

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setFile(chosen);
    if (chosen) void check(chosen);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1000 }}>
      <Typography component="h1" variant="h4">
        Importar e exportar cardápio
      </Typography>
      <Paper variant="outlined" component="section" aria-labelledby="export-title" sx={{ p: 2 }}>
        <Typography id="export-title" component="h2" variant="h6" gutterBottom>
          Exportar
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Baixe o cardápio atual como planilha (colunas: categoria, produto, descrição, preço, preço promocional, ativo, tipo de negócio, opções). Edite e importe de volta:
          importar o mesmo arquivo não muda nada. Categoria em branco é um produto sem categoria; tipo de negócio em branco é o tipo da loja (ou use outro, como
          pizzaria ou acaiteria, e as opções seguem esse tipo).
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => void exportAs('csv')}>
            Baixar CSV
          </Button>
          <Button variant="outlined" onClick={() => void exportAs('xlsx')}>
            Baixar XLSX
          </Button>
        </Stack>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="import-title" sx={{ p: 2 }}>
        <Typography id="import-title" component="h2" variant="h6" gutterBottom>
          Importar
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Produtos com o mesmo nome na mesma categoria (sem diferenciar maiúsculas nem acentos) são atualizados; os demais são criados. Se alguma linha tiver erro, nada é importado.
        </Typography>
        <Button component="label" htmlFor={inputId} variant="contained" disabled={isLoading}>
          {isLoading ? 'Lendo…' : 'Escolher planilha (CSV ou XLSX)'}
          <input id={inputId} hidden type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" aria-label="Planilha do cardápio" onChange={onFile} />
        </Button>
        {file && <Typography sx={{ mt: 1 }}>Arquivo: {file.name}</Typography>}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </Paper>

      {preview && <ImportPreview preview={preview} onConfirm={() => void confirm()} busy={isLoading} />}
    </Stack>
  );
}

function ImportPreview({ preview, onConfirm, busy }: { preview: CatalogImportResult; onConfirm: () => void; busy: boolean }) {
  const hasErrors = preview.errors.length > 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="preview-title" sx={{ p: 2 }}>
      <Typography id="preview-title" component="h2" variant="h6" gutterBottom>
        Pré-visualização
      </Typography>
      <Typography role="status">
        {preview.created} produtos a criar, {preview.updated} a atualizar
        {preview.categoriesCreated.length > 0 ? `; novas categorias: ${preview.categoriesCreated.join(', ')}` : ''}.
      </Typography>
      {hasErrors && (
        <>
          <Alert severity="error" sx={{ my: 2 }}>
            A planilha tem {preview.errors.length} {preview.errors.length === 1 ? 'erro' : 'erros'}. Corrija e envie de novo: nada será importado assim.
          </Alert>
          <Table size="small" aria-label="Erros da planilha">
            <TableHead>
              <TableRow>
                <TableCell>Linha</TableCell>
                <TableCell>Erro</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.errors.map((error) => (
                <TableRow key={error.message}>
                  <TableCell>{error.line}</TableCell>
                  <TableCell>{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      {preview.rows.length > 0 && (
        <Box sx={{ overflowX: 'auto', mt: 2 }}>
          <Table size="small" aria-label="Produtos da planilha">
            <TableHead>
              <TableRow>
                <TableCell>Linha</TableCell>
                <TableCell>Categoria</TableCell>
                <TableCell>Produto</TableCell>
                <TableCell>Ação</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.slice(0, PREVIEW_ROWS).map((row) => (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>{row.category ?? 'Sem categoria'}</TableCell>
                  <TableCell>{row.product}</TableCell>
                  <TableCell>{ACTION_LABEL[row.action]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {preview.rows.length > PREVIEW_ROWS && <Typography variant="caption">e mais {preview.rows.length - PREVIEW_ROWS} linhas.</Typography>}
        </Box>
      )}
      <Button variant="contained" sx={{ mt: 2 }} disabled={hasErrors || busy || preview.rows.length === 0} onClick={onConfirm}>
        Confirmar importação
      </Button>
    </Paper>
  );
}
