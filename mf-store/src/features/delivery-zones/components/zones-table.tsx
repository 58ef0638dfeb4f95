import { Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import { IconButton } from '@comanda/shared/ui/mui';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { DELIVERY_ZONE_KIND_LABELS, DELIVERY_ZONE_PRECEDENCE, formatBRL, reaisToCents, type DeliveryZoneView } from '@comanda/shared/domain';

type Props = {
  zones: DeliveryZoneView[];
  /** Why changes are refused (plan, support mode); null = allowed. */
  refusal: string | null;
  onEdit: (zone: DeliveryZoneView) => void;
  onDelete: (zone: DeliveryZoneView) => void;
  onToggle: (zone: DeliveryZoneView, active: boolean) => void;
};

const money = (reais: number | null) => (reais === null ? 'Da loja' : formatBRL(reaisToCents(reais)));

function areaOf(zone: DeliveryZoneView): string {
  if (zone.kind === 'district') return `${zone.districts.join(', ')}${zone.city ? ` (${zone.city}/${zone.state ?? ''})` : ''}`;
  if (zone.kind === 'distance') return `Até ${(zone.upToKm ?? 0).toLocaleString('pt-BR')} km da loja`;
  return `${zone.polygon?.length ?? 0} pontos no mapa`;
}

/** The zones in the order the checkout applies them: polygons, bairro lists, rings (the smallest first); each kind in its list order. */
export function orderedZones(zones: DeliveryZoneView[]): DeliveryZoneView[] {
  const rank = (zone: DeliveryZoneView) => DELIVERY_ZONE_PRECEDENCE.indexOf(zone.kind);
  return [...zones].sort((a, b) => rank(a) - rank(b) || (a.kind === 'distance' ? (a.upToKm ?? 0) - (b.upToKm ?? 0) : 0) || a.sortOrder - b.sortOrder || a.id - b.id);
}

export function ZonesTable({ zones, refusal, onEdit, onDelete, onToggle }: Props) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Zonas de entrega">
        <TableHead>
          <TableRow>
            <TableCell>Zona</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell>Área</TableCell>
            <TableCell align="right">Taxa</TableCell>
            <TableCell align="right">Pedido mínimo</TableCell>
            <TableCell>Tempo</TableCell>
            <TableCell>Ativa</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orderedZones(zones).map((zone) => (
            <TableRow key={zone.id} hover>
              <TableCell>{zone.name}</TableCell>
              <TableCell>{DELIVERY_ZONE_KIND_LABELS[zone.kind]}</TableCell>
              <TableCell sx={{ maxWidth: 280 }}>{areaOf(zone)}</TableCell>
              <TableCell align="right">{zone.fee === 0 ? 'Grátis' : money(zone.fee)}</TableCell>
              <TableCell align="right">{money(zone.minOrderValue)}</TableCell>
              <TableCell>{zone.estimatedTime ?? 'Da loja'}</TableCell>
              <TableCell>
                <Switch
                  checked={zone.isActive}
                  disabled={Boolean(refusal)}
                  onChange={(e) => onToggle(zone, e.target.checked)}
                  slotProps={{ input: { 'aria-label': `Zona ${zone.name} ativa` } }}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={refusal ?? 'Editar'}>
                  <span>
                    <IconButton aria-label={`Editar ${zone.name}`} onClick={() => onEdit(zone)} disabled={Boolean(refusal)}>
                      <EditIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={refusal ?? 'Excluir'}>
                  <span>
                    <IconButton aria-label={`Excluir ${zone.name}`} onClick={() => onDelete(zone)} disabled={Boolean(refusal)}>
                      <DeleteIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
