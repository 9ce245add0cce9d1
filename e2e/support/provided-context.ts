// Values the global setup hands to every spec file through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the real server serving the built web app and the API, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** False only outside CI when /usr/bin/chromium is missing: the specs skip then. */
    browserAvailable: boolean;
  }
}

export {};
