'use client';

import { Component, type ReactNode } from 'react';

/**
 * Around code fetched on first use (the drawer, the accessibility notice's dialog): when it cannot
 * be fetched (a dropped connection on a phone), `onError` does the plain thing instead, and the
 * rest of the page carries on — without it the error would reach the root and blank the page.
 */
export class WhenLazyFails extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
