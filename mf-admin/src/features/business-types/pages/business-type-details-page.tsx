import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Typography } from '@comanda/shared/ui/mui';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BUSINESS_TYPE_ADMIN_MESSAGES, type AdminBusinessTypeDetails } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { PageHeader } from '../../../common/components/page-header';
import { formatInteger } from '../../../common/lib/format';
import { useAdminBusinessTypeQuery, useUpdateBusinessTypeMutation } from '../api/business-types-api';
import { businessTypeBody, FIELD_KIND_LABELS, formValuesOf } from '../lib/business-type-form';

function OptionGroups({ type }: { type: AdminBusinessTypeDetails }) {
  if (type.option_groups.length === 0) return <Typography color="text.secondary">Nenhum grupo de opções.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Grupos de opções">
        <TableHead>
          <TableRow>
            <TableCell>Grupo</TableCell>
            <TableCell>Como o cliente escolhe</TableCell>
            <TableCell>Campo de preço do item</TableCell>
            <TableCell>Itens fixos</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {type.option_groups.map((group) => (
            <TableRow key={group.key}>
              <TableCell sx={{ fontWeight: 700 }}>{group.title}</TableCell>
              <TableCell>{group.kind_label}</TableCell>
              <TableCell>{group.price_field === 'price' ? 'Preço' : 'Preço adicional'}</TableCell>
              <TableCell>{group.fixed_values?.join(', ') ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function OptionFields({ type }: { type: AdminBusinessTypeDetails }) {
  if (type.option_fields.length === 0) return <Typography color="text.secondary">Nenhum campo.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Campos do produto">
        <TableHead>
          <TableRow>
            <TableCell>Campo</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell>Seção do editor</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {type.option_fields.map((field) => (
            <TableRow key={field.key}>
              <TableCell>{field.label}</TableCell>
              <TableCell>{FIELD_KIND_LABELS[field.kind] ?? field.kind}</TableCell>
              <TableCell>{field.section}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /admin/business-types/:id: the type, its use, and its product options as the system describes them (read-only). */
export function BusinessTypeDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: type, error, isLoading } = useAdminBusinessTypeQuery(id, { skip: !valid });
  const [update, updating] = useUpdateBusinessTypeMutation();
  const { enqueueSnackbar } = useToasts();

  async function toggleActive() {
    if (!type) return;
    try {
      await update({ id, body: businessTypeBody({ ...formValuesOf(type), is_active: !type.is_active }) }).unwrap();
      enqueueSnackbar(type.is_active ? `Tipo "${type.name}" desativado: não aparece mais no cadastro de lojas.` : `Tipo "${type.name}" ativado.`, { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(toApiError(err).message, { variant: 'error' });
    }
  }

  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader
        title={type?.name ?? 'Tipo de negócio'}
        back={{ to: '/admin/business-types', label: 'Tipos de negócio' }}
        badges={type ? <Chip size="small" color={type.is_active ? 'success' : 'default'} variant={type.is_active ? 'filled' : 'outlined'} label={type.is_active ? 'Ativo' : 'Inativo'} /> : null}
        actions={
          type ? (
            <>
              <Button component={RouterLink} to={`/admin/business-types/${type.id}/edit`} variant="contained" startIcon={<EditIcon />}>
                Editar
              </Button>
              <Button variant="outlined" color={type.is_active ? 'warning' : 'success'} onClick={() => void toggleActive()} disabled={updating.isLoading}>
                {type.is_active ? 'Desativar' : 'Ativar'}
              </Button>
            </>
          ) : null
        }
      />
      {isLoading ? <CircularProgress aria-label="Carregando tipo de negócio" /> : null}
      {!valid || error ? <Alert severity="error">{toApiError(error, 'Tipo de negócio não encontrado.').message}</Alert> : null}
      {type ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography color="text.secondary">
            {[type.slug, `${formatInteger(type.stores_count)} ${type.stores_count === 1 ? 'loja' : 'lojas'}`, `${formatInteger(type.products_count)} ${type.products_count === 1 ? 'produto' : 'produtos'}`, type.icon ? `ícone ${type.icon}` : null]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {type.description ? <Typography>{type.description}</Typography> : null}
          {!type.described ? <Alert severity="warning">{BUSINESS_TYPE_ADMIN_MESSAGES.notDescribed}</Alert> : null}
          {type.described ? (
            <>
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Grupos de opções">
                <Typography variant="h6" component="h2">
                  Grupos de opções
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  O que o cliente escolhe nos produtos de lojas deste tipo. Definido pelo sistema para o identificador “{type.slug}”; a loja preenche os itens de cada
                  produto.
                </Typography>
                <OptionGroups type={type} />
              </Paper>
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Campos do produto">
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  Campos do produto
                </Typography>
                <OptionFields type={type} />
              </Paper>
            </>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
