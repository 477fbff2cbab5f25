import { Component, type ReactNode } from 'react';

interface Props {
  /** The current path: moving to another page clears the error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
}

/**
 * Catches a route that fails to render, or a page part that cannot load even after the
 * one automatic reload. Kept free of the design system so the entry chunk stays small.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname !== state.pathname ? { error: null, pathname: props.pathname } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.error('Route failed to render', error);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

function RouteError() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas p-6">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-8 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-fg">Something went wrong</h1>
        <p className="mt-2 text-fg-muted">
          This page could not be loaded. Please check your connection and try again.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg bg-primary px-4 py-2 text-sm font-medium text-white hover:bg-primary-hover"
          >
            Reload page
          </button>
          <a
            href="/"
            className="rounded-lg border border-line-strong px-4 py-2 text-sm font-medium text-fg hover:bg-canvas"
          >
            Home
          </a>
        </div>
      </div>
    </main>
  );
}
