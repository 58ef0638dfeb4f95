import { Chip } from '@comanda/shared/ui/mui';

export function PlanStatusChip({ retired }: { retired: boolean }) {
  return <Chip size="small" color={retired ? 'default' : 'success'} variant={retired ? 'outlined' : 'filled'} label={retired ? 'Aposentado' : 'Ativo'} />;
}
