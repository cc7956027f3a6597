import { Component, type ReactNode } from "react";
import { error } from "../shared/log";

/** Keeps one element's render failure from taking every other element on the page down with it. */
export class ElementErrorBoundary extends Component<{ tag: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(cause: unknown): void {
    error(this.props.tag, "failed to render; showing the fallback content", cause);
  }

  override render(): ReactNode {
    // The light DOM is the fallback: a plain slot shows what the page author wrote.
    return this.state.failed ? <slot /> : this.props.children;
  }
}
