import { ListItem, Switch, Tooltip } from '@mui/material';
import { Box, Chip, IconButton, Typography } from '@comanda/shared/ui/mui';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useSortable } from '@dnd-kit/sortable';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminCategory } from '@comanda/shared/domain';

type Props = {
  category: AdminCategory;
  onToggleActive: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
};

/** One category in the ordered list: drag handle (mouse, touch or keyboard), name, active switch, actions. */
export function SortableCategoryRow({ category, onToggleActive, onDelete }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: category.id });
  return (
    <ListItem
      ref={setNodeRef}
      divider
      sx={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition, bgcolor: isDragging ? 'action.selected' : 'background.paper', gap: 1, flexWrap: 'wrap' }}
    >
      <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Mover ${category.name}`} sx={{ cursor: 'grab', touchAction: 'none' }}>
        <DragIndicatorIcon />
      </IconButton>
      <Box sx={{ flexGrow: 1, minWidth: 140 }}>
        <Typography sx={{ fontWeight: 600 }}>{category.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {category.products_count === 1 ? '1 produto' : `${category.products_count} produtos`}
        </Typography>
      </Box>
      {!category.is_active && <Chip size="small" label="Inativa" />}
      <Tooltip title={category.is_active ? 'Desativar' : 'Ativar'}>
        <Switch checked={category.is_active} onChange={() => onToggleActive(category)} slotProps={{ input: { 'aria-label': `Categoria ${category.name} ativa` } }} />
      </Tooltip>
      <IconButton component={RouterLink} to={`/store/categories/${category.id}/edit`} aria-label={`Editar ${category.name}`}>
        <EditIcon />
      </IconButton>
      <IconButton onClick={() => onDelete(category)} aria-label={`Excluir ${category.name}`}>
        <DeleteIcon />
      </IconButton>
    </ListItem>
  );
}
