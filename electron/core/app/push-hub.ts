// Fans pushed events out to every subscriber (the preload's window, the browser shell's streams,
// the Electron shell's tray and notifications). A failing listener never stops the others.
import type { PushEvent } from '../../contract.js';

export class PushHub {
  private readonly listeners = new Set<(event: PushEvent) => void>();

  subscribe(listener: (event: PushEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(event: PushEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A subscriber's own failure is its own; the next one still hears.
      }
    }
  }
}
