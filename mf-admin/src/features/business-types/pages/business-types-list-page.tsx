import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Alert, Box, Button, Chip, CircularProgress, Link, Paper, Typography } from '@comanda/shared/ui/mui';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toApiError } from '@comanda/shared/state';
import { PageHeader } from '../../../common/components/page-header';
import { formatInteger } from '../../../common/lib/format';
import { useAdminBusinessTypesQuery } from '../api/business-types-api';

/** /admin/business-types: the types in the sign-up's order, with how many stores and products use each. */
export function BusinessTypesListPage() {
  const { data, error, isLoading } = useAdminBusinessTypesQuery();
  const navigate = useNavigate();
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader
        title="Tipos de negócio"
        actions={
          <Button component={RouterLink} to="/admin/business-types/create" variant="contained" startIcon={<AddIcon />}>
            Novo tipo
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Os tipos de negócio que as lojas escolhem no cadastro. As opções de produto de cada tipo (tamanhos, sabores, adicionais…) são definidas pelo sistema e
        aparecem na página do tipo.
      </Typography>
      {isLoading ? <CircularProgress aria-label="Carregando tipos de negócio" /> : null}
      {error ? <Alert severity="error">{toApiError(error, 'Não foi possível carregar os tipos de negócio.').message}</Alert> : null}
      {data ? (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Tipos de negócio" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  <TableCell align="right">Ordem</TableCell>
                  <TableCell>Nome</TableCell>
                  <TableCell>Descrição</TableCell>
                  <TableCell align="right">Lojas</TableCell>
                  <TableCell align="right">Produtos</TableCell>
                  <TableCell>Opções</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((type) => (
                  <TableRow key={type.id} hover onClick={() => navigate(`/admin/business-types/${type.id}`)} sx={{ cursor: 'pointer' }}>
                    <TableCell align="right">{type.sort_order}</TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`/admin/business-types/${type.id}`} underline="hover" sx={{ fontWeight: 700 }} onClick={(e) => e.stopPropagation()}>
                        {type.name}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {type.slug}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ maxWidth: 420 }}>
                      <Typography variant="body2" color={type.description ? 'text.primary' : 'text.secondary'}>
                        {type.description ?? '—'}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{formatInteger(type.stores_count)}</TableCell>
                    <TableCell align="right">{formatInteger(type.products_count)}</TableCell>
                    <TableCell>{type.described ? <Chip size="small" label="Descritas" color="info" variant="outlined" /> : <Chip size="small" label="Sem opções" variant="outlined" />}</TableCell>
                    <TableCell>
                      <Chip size="small" color={type.is_active ? 'success' : 'default'} variant={type.is_active ? 'filled' : 'outlined'} label={type.is_active ? 'Ativo' : 'Inativo'} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      ) : null}
    </Box>
  );
}
