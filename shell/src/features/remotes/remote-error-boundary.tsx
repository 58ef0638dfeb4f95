import { Component, type ReactNode } from 'react';

type Props = {
  fallback: (error: Error, reset: () => void) => ReactNode;
  onReset?: () => void;
  /** Told of every error caught, with the reset (e.g. to retry at once). */
  onError?: (error: Error, reset: () => void) => void;
  children: ReactNode;
};
type State = { error: Error | null };

/** Keeps a failing remote from taking the rest of the platform down. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('[Remoto] Erro ao renderizar área remota', error);
    this.props.onError?.(error, this.reset);
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
