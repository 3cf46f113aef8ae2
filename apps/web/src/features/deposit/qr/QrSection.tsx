import type { QrChannel } from '@wallet/contract';
import { useState } from 'react';
import { qrChannelName } from '../../../lib/format/qr-channel-name.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { panelIdOf, SegmentedTabs, tabIdOf } from '../SegmentedTabs.tsx';
import { QrPanel } from './QrPanel.tsx';

const ID_PREFIX = 'qr';

/**
 * The QR channels. Every panel is made at once (each loads its live QR) and only the chosen one is
 * shown. A QR made on one channel makes the others read theirs again: the server cancels them
 * (useQrChannel).
 */
export function QrSection({ channels, entry }: { channels: readonly QrChannel[]; entry?: string }) {
  const { t } = useI18n();
  // Opened on an entry (a bank code): its channel is chosen first.
  const [chosen, setChosen] = useState<QrChannel | null>(
    () => channels.find((channel) => channel === entry) ?? null,
  );
  const selected = chosen && channels.includes(chosen) ? chosen : channels[0];

  if (!selected) return null;
  return (
    <div className="stack">
      <ul className="deposit-guide">
        <li>{t('deposit.qrValidity')}</li>
        <li>{t('deposit.qrOnePerDeposit')}</li>
        <li>{t('deposit.qrNewEachTime')}</li>
        {/* The Lao QR is a kip member's only channel (ADR 0180): which apps pay it, not TrueMoney's warning. */}
        <li>{t(channels.includes('LAOQR') ? 'deposit.qrLaoApps' : 'deposit.qrNoTrueWallet')}</li>
      </ul>
      {channels.length > 1 ? (
        <SegmentedTabs
          label={t('deposit.qrChannels')}
          items={channels.map((channel) => ({ id: channel, label: qrChannelName(channel, t) }))}
          selected={selected}
          onSelect={setChosen}
          idPrefix={ID_PREFIX}
        />
      ) : null}
      {channels.map((channel) => (
        <div
          key={channel}
          role={channels.length > 1 ? 'tabpanel' : undefined}
          id={panelIdOf(ID_PREFIX, channel)}
          aria-labelledby={channels.length > 1 ? tabIdOf(ID_PREFIX, channel) : undefined}
          hidden={channel !== selected}
          data-testid={`qr-panel-${channel}`}
        >
          <QrPanel channel={channel} />
        </div>
      ))}
    </div>
  );
}
