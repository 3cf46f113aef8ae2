import { useEffect } from 'react';
import { useNavigate, useRoutes } from 'react-router';
import { setApiNavigator } from '../lib/api/navigator.ts';
import { routes } from './routes.tsx';

/**
 * The route table, rendered by the declarative router (ADR 0114). The API client's navigator is
 * registered on mount, before any answer of the first screen's calls can arrive (an effect runs
 * before a network answer), so an early `gone` or ended session moves the user inside the app
 * instead of through a full page load.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => setApiNavigator((path) => void navigate(path, { replace: true })), [navigate]);
  return useRoutes(routes);
}
