import * as React from 'react';

interface AdErrorBoundaryProps {
  /** Called once, with the error, when something inside crashed. */
  onCrash: (error: unknown) => void;
  children?: React.ReactNode;
}

/** Renders nothing once anything inside the ad crashed; the page around it keeps working. */
export class AdErrorBoundary extends React.Component<AdErrorBoundaryProps, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown): void {
    try {
      this.props.onCrash(error);
    } catch {
      // Reporting must not crash the page either.
    }
  }

  override render(): React.ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}
