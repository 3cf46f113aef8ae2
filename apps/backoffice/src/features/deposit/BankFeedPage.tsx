import { bankFeedOperatorApi } from '@wallet/contract';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { canCall } from '../../lib/operator/access.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { BankFeedDevices } from './BankFeedDevices.tsx';
import { BankFeedHealthCard } from './BankFeedHealthCard.tsx';
import { BankFeedQueue } from './BankFeedQueue.tsx';
import { HeldCredits } from './HeldCredits.tsx';
import { StatementImport } from './StatementImport.tsx';
import './bank-feed.css';

/**
 * Automatic bank deposits for operators: what waits first (the work of the shift, issue 41: a
 * long health table pushed it below the fold), the operators' credits waiting for a second
 * operator (ADR 0131), then the health, the statement import, the phones (admins).
 */
export function BankFeedPage() {
  const { t } = useI18n();
  const me = useOperator();
  return (
    <div className="stack">
      <h1>{t('nav.bankFeed')}</h1>
      <BankFeedQueue />
      <HeldCredits />
      <BankFeedHealthCard />
      <StatementImport />
      {canCall(me?.role, bankFeedOperatorApi.bankFeedDevices) && <BankFeedDevices />}
    </div>
  );
}
