import { Suspense, type ReactNode } from 'react';
import { CircularProgress } from '@comanda/shared/ui/mui';

/** A screen's code is loaded when it is opened (the grid and the forms stay out of the first load). */
export function LazyScreen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<CircularProgress aria-label="Carregando" />}>{children}</Suspense>;
}
