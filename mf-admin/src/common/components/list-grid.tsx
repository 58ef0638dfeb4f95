import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';

const LOCALE = ptBR.components.MuiDataGrid.defaultProps.localeText;

type Props<R extends GridValidRowModel> = Omit<DataGridProps<R>, 'localeText' | 'onRowClick'> & {
  'aria-label': string;
  /** What the grid says with no rows. */
  emptyText: string;
  /** A click on a row opens it. */
  onOpen: (row: R) => void;
};

/** An admin list: rows that open their page, in Portuguese, growing with their content; filters and menus live on the page. */
export function ListGrid<R extends GridValidRowModel>({ emptyText, onOpen, sx, ...props }: Props<R>) {
  return (
    <DataGrid<R>
      disableColumnFilter
      disableColumnMenu
      disableRowSelectionOnClick
      autoHeight
      getRowHeight={() => 'auto'}
      {...props}
      localeText={{ ...LOCALE, noRowsLabel: emptyText }}
      onRowClick={({ row }) => onOpen(row)}
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' }, ...sx }}
    />
  );
}
