import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditActions, auditApi, type AuditAction, type MemberSearchResult } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { AuditTable } from '../../components/ui/AuditTable.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { MemberPicker } from '../../components/ui/MemberPicker.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { DateField } from '../../components/ui/DateField.tsx';
import { SelectField } from '../../components/ui/Field.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { routeQuery } from '../../lib/api/client.ts';
import { useFormValues } from '../../lib/forms/use-form-values.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { operatorsQuery } from '../../lib/operator/operators-list-query.ts';

interface Filter {
  operatorId?: number;
  memberId?: number;
  action?: AuditAction;
  from?: string;
  to?: string;
}

const idOf = (text: string) => (/^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : undefined);
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
/** A date field's day as the start (or the end) of that day in Bangkok time. */
const dayBound = (day: string, end: boolean) =>
  day ? `${day}T${end ? '23:59:59' : '00:00:00'}+07:00` : undefined;

/** Who did what, to whom, when and why: the append-only trail, newest first. */
export function AuditPage() {
  const { t } = useI18n();
  const { values, setValues, bind } = useFormValues({ operator: '', action: '', from: '', to: '' });
  // Operators are picked by name (issue 27); the audit is an admin's page, and so is this list.
  const operators = useQuery(operatorsQuery);
  const [member, setMember] = useState<MemberSearchResult | null>(null);
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const audit = useQuery({
    ...routeQuery(auditApi.search, { query: { ...filter, page } }),
    placeholderData: keepPreviousData,
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setFilter({
      operatorId: idOf(values.operator),
      // Only a member picked from the matches (ADR 0163).
      memberId: member?.id,
      action: (values.action || undefined) as AuditAction | undefined,
      from: dayBound(values.from, false),
      to: dayBound(values.to, true),
    });
  }

  return (
    <div>
      <h1>{t('nav.audit')}</h1>
      <form className="filters" onSubmit={onSubmit} data-testid="audit-filters">
        <SelectField label={t('audit.operator')} {...bind('operator')} data-testid="audit-operator">
          <option value="">{t('common.all')}</option>
          {[...(operators.data?.operators ?? [])].sort(byName).map((operator) => (
            <option key={operator.id} value={String(operator.id)}>
              {operator.name} · {operator.username} ({t(`role.${operator.role}`)})
            </option>
          ))}
        </SelectField>
        <MemberPicker
          label={t('queues.col.member')}
          picked={member}
          onPick={setMember}
          testId="audit-member"
        />
        <SelectField label={t('audit.action')} {...bind('action')}>
          <option value="">{t('common.all')}</option>
          {auditActions.map((value) => (
            <option key={value} value={value}>
              {t(`audit.action.${value}`)}
            </option>
          ))}
        </SelectField>
        <DateField
          label={t('audit.from')}
          value={values.from}
          onChange={(day) => setValues((v) => ({ ...v, from: day }))}
        />
        <DateField
          label={t('audit.to')}
          value={values.to}
          onChange={(day) => setValues((v) => ({ ...v, to: day }))}
        />
        <Button type="submit" variant="primary">
          {t('members.searchButton')}
        </Button>
      </form>
      <ErrorNote error={audit.error} />
      {audit.data && (
        <div className="card">
          <p className="muted">{t('audit.total', { count: audit.data.total })}</p>
          <AuditTable entries={audit.data.entries} />
        </div>
      )}
      {audit.data && <Pager page={page} limit={20} total={audit.data.total} onPage={setPage} />}
    </div>
  );
}
