import { bankServesSite, type BankItem, type SiteVariant } from '@wallet/contract';
import { BankPicker } from '@wallet/web-client/member-ui';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { MemberPreview } from './MemberPreview.tsx';
import { memberT } from './member-text.ts';

export type BankDraft = BankItem & { thaiOnly: boolean };

const SITES: SiteVariant[] = ['th', 'la'];

/** The banks lookup of one site as its members get it (the lookup module's choice of banks). */
export function siteBanks(rows: readonly BankDraft[], variant: SiteVariant): BankItem[] {
  return rows
    .filter((row) => bankServesSite(row, variant))
    .map(({ code, nameTH, nameEN, nameLA, country }) => ({ code, nameTH, nameEN, nameLA, country }));
}

/**
 * The registration form's bank picker on each site, from the table's rows as they stand on
 * screen: the Thai-only mark takes a bank off the Lao site's list.
 */
export function BanksPreview({ rows }: { rows: readonly BankDraft[] }) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<Record<SiteVariant, string>>({ th: '', la: '' });
  return (
    <MemberPreview testId="banks-preview" title={t('settings.memberPreview.banks')}>
      {(locale) =>
        SITES.map((variant) => (
          <div className="card stack" key={variant} data-testid={`banks-preview-${variant}`}>
            <p className="muted">
              {t(variant === 'th' ? 'settings.memberPreview.siteTh' : 'settings.memberPreview.siteLa')}
            </p>
            <BankPicker
              banks={siteBanks(rows, variant)}
              locale={locale}
              variant={variant}
              value={chosen[variant]}
              onChange={(code) => setChosen((current) => ({ ...current, [variant]: code }))}
              t={memberT(locale)}
            />
          </div>
        ))
      }
    </MemberPreview>
  );
}
