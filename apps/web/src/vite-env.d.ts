/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' builds the Lao site: Lao default language and the Lao registration variant. */
  readonly VITE_LAO?: string;
  /** Optional API origin; empty means same origin (the server serves the app). */
  readonly VITE_API_BASE?: string;
  /** The secret gift links are sealed with (TRUELINK_SECRET on the server, ADR 0019). */
  readonly VITE_TRUELINK_SECRET?: string;
  /** Build settings overriding the PAYTIMZ and FP QR minimums (spec doc 2 section 9). */
  readonly VITE_PAYTIMZ_MIN_DEPOSIT?: string;
  readonly VITE_FP_MIN_DEPOSIT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
