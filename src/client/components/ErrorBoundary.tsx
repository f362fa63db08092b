import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  children: ReactNode;
  onRefresh?: () => void;
  /** A new value clears a caught error: the page boundary's path, so that a link leaves a failed page. */
  resetKey?: string;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

/**
 * Shows the error screen instead of what failed to render: around the whole app (providers, toast host),
 * around the shell, and around each page (app/routes.tsx), where a chunk that did not load in time fails too.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo) {
    // React already reports the error; the screen is all the user needs.
  }

  override render() {
    return this.state.failed ? <ErrorScreen onRefresh={this.props.onRefresh} /> : this.props.children;
  }
}
