import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@irrigo/contracts';

interface RemoteErrorBoundaryProps {
  remote: RemoteName;
  /** What to show instead of the failed screen; `reset` renders the children again. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/**
 * Catches everything one remote slot throws (a load that failed or timed out, or a render error inside
 * the remote's screen), so only that slot shows the unavailable card: the shell frame and every other
 * remote keep working.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.remote} screen failed`, error, info.componentStack);
  }

  private readonly reset = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
