import { useQuery } from '@tanstack/react-query';
import type { MessageKey } from '@wallet/i18n';
import { useState } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { PageSpinner } from '../../lib/feedback/spinner/Spinner.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { BankTransferSection } from './BankTransferSection.tsx';
import { depositViewOf, type DepositView } from './deposit-accounts.ts';
import { depositAccountsQuery } from './deposit-api.ts';
import { walletQuery } from '../../lib/wallet/wallet-api.ts';
import { sectionsOf, type DepositSection } from './deposit-sections.ts';
import { QrSection } from './qr/QrSection.tsx';
import { panelIdOf, SegmentedTabs, tabIdOf } from './SegmentedTabs.tsx';
import { TrueWalletSection } from './truewallet/TrueWalletSection.tsx';
import './deposit.css';

const ID_PREFIX = 'deposit';
const tabLabels: Record<DepositSection, MessageKey> = {
  bank: 'deposit.tabBank',
  qr: 'deposit.tabQr',
  truewallet: 'deposit.tabTrueWallet',
};

interface BodyProps {
  view: DepositView;
  section: DepositSection;
  entry: string | undefined;
}

function SectionBody({ view, section, entry }: BodyProps) {
  if (view.kind === 'manual')
    return <BankTransferSection banks={view.banks} wallets={view.wallets} manual entry={entry} />;
  if (section === 'bank') return <BankTransferSection banks={view.banks} manual={false} entry={entry} />;
  if (section === 'qr') return <QrSection channels={view.qrChannels} entry={entry} />;
  return view.walletVariant ? (
    <TrueWalletSection wallets={view.wallets} variant={view.walletVariant} />
  ) : null;
}

/**
 * Deposit (spec doc 2 section 2): bank transfer with slip upload, QR channels and TrueMoney, one tab
 * each so the long modal fits a phone. A tab stays mounted once opened, so a live QR keeps its
 * countdown while the member looks elsewhere. A failed lookup shows nothing (doc 2 section 8).
 * `entry` (a bank code) opens on that entry: its QR channel, or its account scrolled into view.
 */
/** The section an entry (a bank code) lives in: its QR channel, else the bank accounts. */
function sectionOfEntry(view: DepositView, entry: string): DepositSection {
  return view.kind !== 'manual' && view.qrChannels.some((channel) => channel === entry) ? 'qr' : 'bank';
}

export function DepositModal({ entry, onClose }: { entry?: string; onClose: () => void }) {
  const { t } = useI18n();
  const lookup = useQuery(depositAccountsQuery);
  // The member's wallet currency (the home screen has it cached): only its accounts are offered.
  const currency = useQuery(walletQuery).data?.wallet.currency ?? 'THB';
  const view = lookup.data ? depositViewOf(lookup.data, currency) : null;
  const sections = view ? sectionsOf(view) : [];
  const [chosen, setChosen] = useState<DepositSection | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<DepositSection>>(new Set());
  const opening = view && entry ? sectionOfEntry(view, entry) : null;
  const selected =
    chosen && sections.includes(chosen)
      ? chosen
      : opening && sections.includes(opening)
        ? opening
        : sections[0];

  const choose = (section: DepositSection) => {
    // Keep the tab being left mounted too (its live QR, its slip result).
    setOpened((current) => new Set(current).add(section).add(selected ?? section));
    setChosen(section);
  };

  return (
    <Modal
      open
      title={t('deposit.title')}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="deposit-modal"
    >
      <div className="deposit stack">
        <p>{t('deposit.guide')}</p>
        {lookup.isPending && !view ? <PageSpinner label={t('app.loading')} /> : null}
        {view && !selected ? <p className="muted">{t('deposit.empty')}</p> : null}
        {sections.length > 1 && selected ? (
          <SegmentedTabs
            label={t('deposit.methods')}
            items={sections.map((section) => ({ id: section, label: t(tabLabels[section]) }))}
            selected={selected}
            onSelect={choose}
            idPrefix={ID_PREFIX}
          />
        ) : null}
        {view
          ? sections
              .filter((section) => section === selected || opened.has(section))
              .map((section) => (
                <div
                  key={section}
                  role={sections.length > 1 ? 'tabpanel' : undefined}
                  id={panelIdOf(ID_PREFIX, section)}
                  aria-labelledby={sections.length > 1 ? tabIdOf(ID_PREFIX, section) : undefined}
                  hidden={section !== selected}
                  data-testid={`deposit-section-${section}`}
                >
                  <SectionBody view={view} section={section} entry={entry} />
                </div>
              ))
          : null}
      </div>
    </Modal>
  );
}
