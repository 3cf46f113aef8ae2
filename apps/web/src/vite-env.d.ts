/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' builds the Lao site: Lao default language and the Lao registration variant. */
  readonly VITE_LAO?: string;
  /** Optional API origin; empty means same origin (the server serves the app). */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
