import type { PaginationProps } from '@mui/material';

/** MUI's pagination labels are in English by default. */
export const paginationAriaLabel: NonNullable<PaginationProps['getItemAriaLabel']> = (type, page, selected) => {
  switch (type) {
    case 'page':
      return selected ? `Página ${page}, atual` : `Ir para a página ${page}`;
    case 'first':
      return 'Primeira página';
    case 'last':
      return 'Última página';
    case 'next':
      return 'Próxima página';
    case 'previous':
      return 'Página anterior';
    default:
      return '';
  }
};
