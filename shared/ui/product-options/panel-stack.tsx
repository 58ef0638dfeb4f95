import type { ReactNode } from 'react';
import { Stack } from '@comanda/shared/ui/mui';

/** The panel's outer region, its blocks spaced evenly. */
export function PanelStack({ children }: { children: ReactNode }) {
  return (
    <Stack component="section" spacing={2.5} aria-label="Opções do produto">
      {children}
    </Stack>
  );
}
