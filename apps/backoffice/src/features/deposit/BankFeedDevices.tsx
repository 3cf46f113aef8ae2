import { useQuery } from '@tanstack/react-query';
import { bankFeedOperatorApi, type CreatedBankFeedDevice } from '@wallet/contract';
import { useState } from 'react';
import { ActionFooter } from '../../components/ui/ActionFooter.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { SecretOnce } from '../../components/ui/SecretOnce.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { bankFeedDevicesQuery, bankFeedKeys } from './bank-feed-api.ts';

/**
 * The phones that forward the site accounts' SMS (ADR 0076): a new phone's key is shown once
 * (only its hash is kept), a lost one is revoked alone.
 */
export function BankFeedDevices() {
  const { t } = useI18n();
  const action = useAction({ refresh: [bankFeedKeys.devices] });
  const devices = useQuery(bankFeedDevicesQuery).data?.devices ?? [];
  const [label, setLabel] = useState('');
  const [created, setCreated] = useState<CreatedBankFeedDevice | null>(null);

  async function create() {
    await action.run(async () => {
      setCreated(await action.send(bankFeedOperatorApi.createBankFeedDevice, { body: { label } }));
      setLabel('');
    });
  }

  return (
    <section className="card stack" data-testid="bank-feed-devices">
      <h2>{t('bankFeed.devices')}</h2>
      <table className="table">
        <tbody>
          {devices.map((device) => (
            <tr key={device.id} data-testid="bank-feed-device">
              <td>{device.label}</td>
              <td className="mono">{device.id}</td>
              <td>{device.lastSeenAt ? formatDateTime(device.lastSeenAt) : '—'}</td>
              <td>
                {device.revokedAt ? (
                  <Badge tone="bad">{t('bankFeed.revoked')}</Badge>
                ) : (
                  <Button
                    small
                    variant="danger"
                    onClick={() =>
                      void action.run(() =>
                        action.send(bankFeedOperatorApi.revokeBankFeedDevice, {
                          params: { deviceId: device.id },
                        }),
                      )
                    }
                  >
                    {t('bankFeed.revoke')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <TextField
          label={t('bankFeed.deviceLabel')}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
        />
        <ActionFooter action={action} submitLabel={t('bankFeed.addDevice')} ready={label.trim().length > 0} />
      </form>
      {created && (
        <SecretOnce
          title={t('bankFeed.deviceKey')}
          forWhom={created.label}
          secret={created.header}
          onClose={() => setCreated(null)}
        />
      )}
    </section>
  );
}
