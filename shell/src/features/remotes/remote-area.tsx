import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSpinner, type RemoteRoutesProps } from '@comanda/shared/ui';
import { loadedRemoteEntry, loadedRemoteRoutes, loadRemoteRoutes, remoteEntryAttribute, remoteUpdateAvailable, reportRemoteLoadError } from './remote-loader';
import { isChunkLoadError } from './chunk-load-error';
import { REMOTE_LABELS, type RemoteName } from './remote-names';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Routes: ComponentType<RemoteRoutesProps> }
  | { status: 'failed' };

/**
 * Mounts a remote's routes under `basePath`, with a retryable fallback when it cannot load. When the user navigates
 * and the remote was published again (or rolled back) since it loaded, the new version replaces it, without a reload.
 * A chunk of the loaded remote that fails later (one of its lazy screens, gone after a deploy) gets one fresh load
 * of the remote (the manifest read again) before the fallback shows.
 */
export function RemoteArea({ name, basePath }: { name: RemoteName; basePath: string }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
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
        reportRemoteLoadError(name, error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [name, attempt]);

  useEffect(() => {
    let active = true;
    void remoteUpdateAvailable(name).then((update) => {
      if (active && update) setAttempt((n) => n + 1);
    });
    return () => {
      active = false;
    };
  }, [name, pathname]);

  // Which version of the remote this page runs, for support and the deploy tests: on <html>, since an element of
  // our own around the routes would not match a server-rendered page when it hydrates.
  const entry = state.status === 'ready' ? loadedRemoteEntry(name) : undefined;
  useEffect(() => {
    if (entry) document.documentElement.setAttribute(remoteEntryAttribute(name), entry);
  }, [name, entry]);

  // Loading at once: the failed routes must not render again before the fresh load replaces them.
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  const fallback = <RemoteUnavailable label={REMOTE_LABELS[name]} onRetry={retry} />;

  // The attempt that was itself the automatic retry of a failed chunk: its own failure shows the fallback.
  const autoRetryAttempt = useRef<number | null>(null);
  const retriesAtOnce = (error: Error) => isChunkLoadError(error) && autoRetryAttempt.current !== attempt;
  const onRenderError = (error: Error, reset: () => void) => {
    reportRemoteLoadError(name, error);
    if (!retriesAtOnce(error)) return;
    autoRetryAttempt.current = attempt + 1;
    reset();
  };

  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'failed') return fallback;
  const { Routes } = state;
  return (
    <RemoteErrorBoundary
      key={attempt}
      onReset={retry}
      onError={onRenderError}
      fallback={(error, reset) => (retriesAtOnce(error) ? <PageSpinner /> : <RemoteUnavailable label={REMOTE_LABELS[name]} onRetry={reset} />)}
    >
      <Routes basePath={basePath} />
    </RemoteErrorBoundary>
  );
}
