import { SITE_GONE } from '@wallet/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../../lib/api/api-error.ts';
import { fetchSiteActive } from './auth-api.ts';

/**
 * Runs before /login (spec doc 1 section 2): a closed site answers 410 `gone` and the visitor
 * goes to /terminated. Any other failure lets the login form show: a flaky lookup must not
 * lock members out.
 */
export async function siteActiveLoader({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  try {
    const { active } = await fetchSiteActive(request.signal);
    return active ? null : redirect('/terminated');
  } catch (error) {
    if (isApiError(error) && error.code === SITE_GONE) return redirect('/terminated');
    return null;
  }
}
