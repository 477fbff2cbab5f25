import { Component, type ReactNode } from 'react';
import { Button, Card } from '../../components/ui';
import { text } from './messages';

interface State {
  failed: boolean;
}

/** Spec §2 "Crash fallback": a render crash in the voice screen offers a restart (reload). */
export class VoiceErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[voice] the voice screen crashed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Card padding="lg" className="mx-auto max-w-md text-center" role="alert">
        <h1 className="text-xl font-semibold text-fg">{text.crashTitle}</h1>
        <p className="mt-2 text-fg-muted">{text.crashBody}</p>
        <Button className="mt-5" onClick={() => window.location.reload()}>
          {text.restartSession}
        </Button>
      </Card>
    );
  }
}
