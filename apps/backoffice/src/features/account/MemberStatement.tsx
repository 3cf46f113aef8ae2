import { formatBaht } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import type { MemberMovement } from '@wallet/contract';
import { Fragment, useState } from 'react';
import type { QueueSearch } from '../../components/queue/queue-spec.ts';
import { QueueSearchForm } from '../../components/queue/QueueSearchForm.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { memberStatementQuery } from './member-api.ts';
import { movementKindKey, movementStatusKey } from './movement-text.ts';

/** Every movement, newest first; a row opens to show the journals it wrote, leg by leg. */
export function MemberStatement({ memberId }: { memberId: number }) {
  const { t, locale } = useI18n();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState<QueueSearch>({});
  const [open, setOpen] = useState<number | null>(null);
  const statement = useQuery(memberStatementQuery(memberId, page, search));
  const words = (key: ReturnType<typeof movementKindKey>, code: string) => (key ? t(key) : code);

  return (
    <div>
      <QueueSearchForm
        search={search}
        member={false}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      <ErrorNote error={statement.error} />
      <div className="card table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th>{t('audit.at')}</th>
              <th>{t('queues.col.reference')}</th>
              <th>{t('statement.kind')}</th>
              <th>{t('statement.fromTo')}</th>
              <th className="num">{t('queues.col.amount')}</th>
              <th>{t('queues.col.status')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {statement.data?.movements.map((movement) => (
              <Fragment key={movement.id}>
                <tr data-testid="movement-row">
                  <td>{formatDateTime(movement.createdAt)}</td>
                  <td className="mono">{movement.reference}</td>
                  <td>
                    {words(movementKindKey(movement.kind), movement.kind)}
                    {movement.note && <div className="muted">{movement.note}</div>}
                  </td>
                  <td>
                    {movement.from} → {movement.to}
                  </td>
                  <td className="num">{formatBaht(movement.amount, locale)}</td>
                  <td>{words(movementStatusKey(movement.status), movement.status)}</td>
                  <td>
                    <Button
                      small
                      variant="ghost"
                      onClick={() => setOpen(open === movement.id ? null : movement.id)}
                      aria-expanded={open === movement.id}
                    >
                      {t('statement.journals', { count: movement.journals.length })}
                    </Button>
                  </td>
                </tr>
                {open === movement.id && (
                  <tr>
                    <td colSpan={7}>
                      <Journals movement={movement} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
        {statement.data?.movements.length === 0 && <p className="empty">{t('statement.none')}</p>}
      </div>
      {statement.data && <Pager page={page} limit={20} total={statement.data.total} onPage={setPage} />}
    </div>
  );
}

function Journals({ movement }: { movement: MemberMovement }) {
  const { locale } = useI18n();
  return (
    <div className="journals">
      {movement.journals.map((journal) => (
        <div key={journal.id} className="journal">
          <div className="muted">
            #{journal.id} · {journal.kind} · {formatDateTime(journal.createdAt)}
          </div>
          <table className="table journal__legs">
            <tbody>
              {journal.legs.map((leg, index) => (
                <tr key={index}>
                  <td className="mono">{leg.account}</td>
                  <td className="num">{formatBaht(leg.amount, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
