import { useState } from 'react';
import { List } from '@mui/material';
import { Alert, Box, Button, Paper, Typography } from '@comanda/shared/ui/mui';
import AddIcon from '@mui/icons-material/Add';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminCategory } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { ConfirmDialog } from '@comanda/shared/ui';
import { useAdminCategoriesQuery, useDeleteCategoryMutation, useReorderCategoriesMutation, useUpdateCategoryMutation } from '../api/categories-api';
import { SortableCategoryRow } from '../components/sortable-category-row';
import { useStoreId } from '../hooks/use-store-id';

const ANNOUNCEMENTS = {
  onDragStart: () => 'Categoria selecionada. Use as setas para mover e Espaço para soltar.',
  onDragOver: () => '',
  onDragEnd: () => 'Ordem das categorias alterada.',
  onDragCancel: () => 'Movimento cancelado.',
};

/** /store/categories: the store's categories in menu order; drag (or Espaço + setas) to reorder. */
export function CategoriesPage() {
  const storeId = useStoreId() ?? 0;
  const { data: categories = [], isLoading, isError } = useAdminCategoriesQuery(storeId, { skip: !storeId });
  const [reorder] = useReorderCategoriesMutation();
  const [update] = useUpdateCategoryMutation();
  const [remove, { isLoading: deleting }] = useDeleteCategoryMutation();
  const [toDelete, setToDelete] = useState<AdminCategory | null>(null);
  const { enqueueSnackbar } = useToasts();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const fail = (error: unknown) => enqueueSnackbar(toApiError(error).message, { variant: 'error' });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = categories.map((c) => c.id);
    const next = arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    reorder({ storeId, ids: next }).unwrap().catch(fail);
  };

  const toggle = (category: AdminCategory) =>
    update({ storeId, id: category.id, body: { name: category.name, is_active: !category.is_active } }).unwrap().catch(fail);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove({ storeId, id: toDelete.id }).unwrap();
      enqueueSnackbar(`Categoria "${toDelete.name}" excluída.`, { variant: 'success' });
    } catch (error) {
      fail(error);
    }
    setToDelete(null);
  };

  return (
    <Box sx={{ maxWidth: 820 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Categorias
        </Typography>
        <Button component={RouterLink} to="/store/categories/create" variant="contained" startIcon={<AddIcon />}>
          Nova categoria
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Arraste pela alça (ou foque a alça, tecle Espaço e use as setas) para mudar a ordem do cardápio.
      </Typography>
      {isError && <Alert severity="error">Não foi possível carregar as categorias.</Alert>}
      {!isLoading && !isError && categories.length === 0 && <Alert severity="info">Nenhuma categoria ainda. Crie a primeira para organizar o cardápio.</Alert>}
      {categories.length > 0 && (
        <Paper variant="outlined">
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: ANNOUNCEMENTS }}>
            <SortableContext items={categories.map((c) => c.id)} strategy={verticalListSortingStrategy}>
              <List aria-label="Categorias em ordem" disablePadding>
                {categories.map((category) => (
                  <SortableCategoryRow key={category.id} category={category} onToggleActive={toggle} onDelete={setToDelete} />
                ))}
              </List>
            </SortableContext>
          </DndContext>
        </Paper>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Excluir categoria"
        text={`Excluir a categoria "${toDelete?.name ?? ''}"? Uma categoria com produtos não pode ser excluída: mova ou exclua os produtos antes.`}
        confirmLabel="Excluir"
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
