import { DEFAULT_LOCALE, DEFAULT_LOCALE_LAO, type Locale, type SiteVariant } from '@wallet/contract';

/** A build-time switch (VITE_LAO=true), so one code base ships the Thai and the Lao site. */
export const IS_LAO_BUILD = import.meta.env.VITE_LAO === 'true';

export const SITE_VARIANT: SiteVariant = IS_LAO_BUILD ? 'la' : 'th';

export const DEFAULT_APP_LOCALE: Locale = IS_LAO_BUILD ? DEFAULT_LOCALE_LAO : DEFAULT_LOCALE;
