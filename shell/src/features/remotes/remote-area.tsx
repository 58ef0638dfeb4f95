import { useEffect, useState, type ComponentType } from 'react';
import { PageSpinner, type RemoteRoutesProps } from '@comanda/shared/ui';
import { loadedRemoteRoutes, loadRemoteRoutes } from './remote-loader';
import { REMOTE_LABELS, type RemoteName } from './remote-names';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Routes: ComponentType<RemoteRoutesProps> }
  | { status: 'failed' };

/** Mounts a remote's routes under `basePath`, with a retryable fallback when it cannot load. */
export function RemoteArea({ name, basePath }: { name: RemoteName; basePath: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const Routes = loadedRemoteRoutes(name);
    return Routes ? { status: 'ready', Routes } : { status: 'loading' };
  });

  useEffect(() => {
    const Routes = attempt === 0 ? loadedRemoteRoutes(name) : undefined;
    if (Routes) {
      setState((current) => (current.status === 'ready' && current.Routes === Routes ? current : { status: 'ready', Routes }));
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    loadRemoteRoutes(name, attempt > 0)
      .then((Routes) => active && setState({ status: 'ready', Routes }))
      .catch((error: unknown) => {
        console.error(`[Remoto] Falha ao carregar ${name}`, error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [name, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  const fallback = <RemoteUnavailable label={REMOTE_LABELS[name]} onRetry={retry} />;

  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'failed') return fallback;
  const { Routes } = state;
  return (
    <RemoteErrorBoundary key={attempt} onReset={retry} fallback={(_error, reset) => <RemoteUnavailable label={REMOTE_LABELS[name]} onRetry={reset} />}>
      <Routes basePath={basePath} />
    </RemoteErrorBoundary>
  );
}
