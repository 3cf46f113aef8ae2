import { SITE_GONE } from '@wallet/contract';
import { isApiError } from '@wallet/web-client';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { afterContentShown } from '../../lib/browser/after-content-shown.ts';

/**
 * Where /login must send the visitor instead (spec doc 1 section 2): a closed site answers 410
 * `gone`, or says inactive, and the visitor goes to /terminated. Any other failure lets the login
 * form stay: a flaky lookup must not lock members out. The API client (and zod with it) is
 * imported here, not with the page, so the form paints without waiting for it (issue 11).
 */
export async function siteActiveRedirect(signal?: AbortSignal): Promise<string | null> {
  try {
    const { fetchSiteActive } = await import('./auth-api.ts');
    const { active } = await fetchSiteActive(signal);
    return active ? null : '/terminated';
  } catch (error) {
    if (isApiError(error) && error.code === SITE_GONE) return '/terminated';
    return null;
  }
}

/**
 * Runs the check once the browser reports the form on screen (it was a route loader, then ran
 * beside the first paint): a closed site is rare, and a phone on a slow network sees the form
 * sooner. Started before that paint, the API client's download (zod with it) would share the link
 * with the form's own files.
 */
export function useSiteActiveCheck(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const controller = new AbortController();
    const cancel = afterContentShown(() => {
      void siteActiveRedirect(controller.signal).then((to) => {
        if (to && !controller.signal.aborted) void navigate(to, { replace: true });
      });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [navigate]);
}
