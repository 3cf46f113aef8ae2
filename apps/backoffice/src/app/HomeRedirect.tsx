import { Navigate } from 'react-router';
import { useOperator } from '../lib/operator/use-operator.ts';
import { homePathFor } from './nav-items.ts';

export function HomeRedirect() {
  const operator = useOperator();
  return <Navigate to={homePathFor(operator?.role)} replace />;
}
