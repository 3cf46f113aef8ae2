import { doctorApi, type DoctorLine, type DoctorReport } from '@wallet/contract';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

const TONES = { ok: 'good', fail: 'bad', skip: 'neutral' } as const satisfies Record<
  DoctorLine['status'],
  string
>;

/**
 * `npm run doctor` from the settings screen (issue 39, ADR 0192): an admin runs the checks and
 * reads one line each. The names and details are the server's (the same lines the command
 * prints, proper names and vendors' words); the states are in the operator's language.
 */
export function DoctorPanel() {
  const { t } = useI18n();
  const action = useAction();
  const [report, setReport] = useState<DoctorReport | null>(null);
  const runChecks = () => void action.run(async () => setReport(await action.send(doctorApi.run)));
  return (
    <section className="card doctor-panel" data-testid="doctor-panel">
      <h2>{t('settings.doctor.title')}</h2>
      <p className="muted">{t('settings.doctor.explain')}</p>
      <Button onClick={runChecks} disabled={action.busy} data-testid="doctor-run">
        {action.busy ? t('settings.doctor.running') : t('settings.doctor.run')}
      </Button>
      <ErrorNote error={action.error} />
      {report && (
        <>
          <p className="muted" data-testid="doctor-at">
            {t('settings.doctor.at', { at: formatDateTime(report.at) })}
          </p>
          <dl className="doctor-lines">
            {report.lines.map((line) => (
              <div key={line.name} className="doctor-lines__row" data-testid={`doctor-line-${line.name}`}>
                <dt>{line.name}</dt>
                <dd>
                  <Badge tone={TONES[line.status]}>{t(`settings.doctor.status.${line.status}`)}</Badge>{' '}
                  {line.detail}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
