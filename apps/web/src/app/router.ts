import { createBrowserRouter } from 'react-router';
import { setApiNavigator } from '../lib/api/navigator.ts';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes);

// Registered before the first loader finishes, so an early `gone` or ended session moves the
// user inside the app instead of through a full page load.
setApiNavigator((path) => void router.navigate(path, { replace: true }));
