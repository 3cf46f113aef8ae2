import { testOnOwnSite } from './own-site.ts';

export { expect } from '@playwright/test';

/**
 * The `test` of the specs that change or read what the whole site shows (playwright.config.ts's
 * `site-wide` pattern, ADRs 0094, 0206): its settings, the sandbox's one-shot failure modes, the
 * day's totals, the demo operators' TOTP steps. Each worker of the project runs them one after
 * another on a Thai site of its own, so two workers run two such specs at once, beside the flows.
 */
export const test = testOnOwnSite();
