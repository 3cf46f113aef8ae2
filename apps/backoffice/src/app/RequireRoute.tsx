import type { OperatorRole } from '@wallet/contract';
import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { canCall } from '../lib/operator/access.ts';
import { useOperator } from '../lib/operator/use-operator.ts';

/** A page opened by address that the role may not use says so instead of failing call by call. */
export function RequireRoute({
  route,
  children,
}: {
  route: { roles?: readonly OperatorRole[] };
  children: ReactNode;
}) {
  const { t } = useI18n();
  const operator = useOperator();
  if (!canCall(operator?.role, route)) {
    return (
      <p className="empty" data-testid="not-allowed">
        {t('app.notAllowed')}
      </p>
    );
  }
  return children;
}
