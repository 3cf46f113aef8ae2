import { useQuery } from '@tanstack/react-query';
import {
  doctorApi,
  settingGroupNames,
  settingTableNames,
  settingTablesApi,
  settingsOperatorApi,
  type SettingGroup,
  type SettingTable,
} from '@wallet/contract';
import { useNavigate, useParams } from 'react-router';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { DoctorPanel } from './DoctorPanel.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { canCall } from '../../lib/operator/access.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { readSettings, settingsKey } from './settings-api.ts';
import { SettingChangesList } from './SettingChangesList.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import { SettingsTable } from './SettingsTable.tsx';
import './settings.css';

const isGroup = (value: string | undefined): value is SettingGroup =>
  (settingGroupNames as string[]).includes(value ?? '');
const isTable = (value: string | undefined): value is SettingTable =>
  (settingTableNames as string[]).includes(value ?? '');

/**
 * Every setting the site reads (issue 26), a screen per group: every operator reads them, an
 * admin changes them (the contract's roles decide, the server enforces).
 */
export function SettingsPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const params = useParams();
  // The money-control settings' waiting changes (ADR 0130) are a tab of their own.
  const changes = params.group === 'changes';
  const operator = useOperator();
  // The system check (ADR 0192) is an admin's tab: the others cannot run it.
  const mayRunDoctor = canCall(operator?.role, doctorApi.run);
  const doctor = mayRunDoctor && params.group === 'doctor';
  const table = isTable(params.group) ? params.group : null;
  const group: SettingGroup = isGroup(params.group) ? params.group : 'site';
  const readOnly = table
    ? !canCall(operator?.role, settingTablesApi[table].save)
    : !canCall(operator?.role, settingsOperatorApi[group].change);
  const settings = useQuery({
    queryKey: settingsKey(group),
    queryFn: ({ signal }) => readSettings(group, signal),
    enabled: table === null && !changes && !doctor,
  });

  return (
    <div className="settings-page">
      <h1>{t('nav.settings')}</h1>
      <Tabs
        label={t('nav.settings')}
        items={[
          ...settingGroupNames.map((key) => ({ key, label: t(`settings.group.${key}`) })),
          ...settingTableNames.map((key) => ({ key, label: t(`settings.table.${key}`) })),
          { key: 'changes', label: t('settings.changes.tab') },
          ...(mayRunDoctor ? [{ key: 'doctor', label: t('settings.doctor.tab') }] : []),
        ]}
        current={doctor ? 'doctor' : changes ? 'changes' : (table ?? group)}
        onChange={(key) => void navigate(`/settings/${key}`)}
      />
      {changes && <SettingChangesList />}
      {doctor && <DoctorPanel />}
      {table && <SettingsTable key={table} table={table} readOnly={readOnly} />}
      {!table && !changes && !doctor && <ErrorNote error={settings.error} />}
      {!table && !changes && !doctor && settings.data && (
        // A new form per group; a read again in the background never drops what is being typed.
        <SettingsForm key={group} group={group} values={settings.data} readOnly={readOnly} />
      )}
    </div>
  );
}
