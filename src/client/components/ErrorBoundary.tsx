import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  children: ReactNode;
  onRefresh?: () => void;
}

interface State {
  failed: boolean;
}

/** Catches what happens outside the router's own error element (providers, toast host). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo) {
    // React already reports the error; the screen is all the user needs.
  }

  override render() {
    return this.state.failed ? <ErrorScreen onRefresh={this.props.onRefresh} /> : this.props.children;
  }
}
