// Values the global setup hands to every journey through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the one server under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The server's DATA_DIR; its outbox/ holds the mails it sent (support/mail.ts). */
    dataDir: string;
    /** The file the server writes its output to: in dataDir, or E2E_SERVER_LOG's file (support/server-process.ts). */
    serverLogFile: string;
    /** Origin of the loopback basemap host the server's MAP_STYLE_URL names (support/map-host.ts). */
    mapHostOrigin: string;
  }
}

export {};
