import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** When this changes while an error is shown, the boundary resets (spec: error state clears on route change). */
  resetKey: string;
  fallback: (error: Error) => ReactNode;
  onError: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  errorResetKey: string | null;
}

/** Catches a remote's load or render failure so the header, footer and other remotes stay up. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorResetKey: null };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.errorResetKey !== null && state.errorResetKey !== props.resetKey) return { error: null, errorResetKey: null };
    if (state.error && state.errorResetKey === null) return { errorResetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
