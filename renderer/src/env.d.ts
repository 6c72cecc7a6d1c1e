/// <reference types="vite/client" />

/** What the Electron preload exposes (contextBridge): two functions, validated again on each side. */
interface AcsPreloadApi {
  call(method: string, input: unknown): Promise<unknown>;
  subscribe(listener: (event: unknown) => void): () => void;
}

interface Window {
  acs?: AcsPreloadApi;
}
