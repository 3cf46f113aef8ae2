import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** The app lives under /backoffice/ (vite base), so its own paths start at the basename. */
export const router = createBrowserRouter(routes, { basename: '/backoffice' });
