import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@wallet/contract';
import { render } from '@testing-library/react';
import { createQueryClient } from '@wallet/web-client';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/AppProviders.tsx';
import { QueryProvider } from '../lib/query/QueryProvider.tsx';

interface Options {
  /** Where the router starts; the element under test is mounted at this path. */
  path?: string;
  initialEntry?: string;
  locale?: Locale;
  /** Other routes, e.g. a stub /login to land on. */
  routes?: RouteObject[];
  /** The server-state cache; by default a fresh one per render whose retries do not wait. */
  queryClient?: QueryClient;
}

/** Mounts an element with the app's real providers and a memory router. */
export function renderWithApp(element: ReactElement, options: Options = {}) {
  const { path = '/', initialEntry = path, locale = 'en', routes = [] } = options;
  const queryClient = options.queryClient ?? createQueryClient({ retryDelay: 0 });
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [initialEntry] });
  const view = render(
    <QueryProvider client={queryClient}>
      <AppProviders locale={locale}>
        <RouterProvider router={router} />
      </AppProviders>
    </QueryProvider>,
  );
  return { ...view, router, queryClient };
}
