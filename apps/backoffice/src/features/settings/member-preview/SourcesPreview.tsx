import { textIn, type Locale, type OperatorText, type SourceItem } from '@wallet/contract';
import { SourcePicker } from '@wallet/web-client/member-ui';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { MemberPreview } from './MemberPreview.tsx';
import { memberT } from './member-text.ts';

export interface SourceDraft {
  code: string;
  description: OperatorText;
  sort: number;
}

/** The sources lookup as members get it (the lookup module's order and fallback): by sort, in one language. */
export function memberSources(rows: readonly SourceDraft[], locale: Locale): SourceItem[] {
  return [...rows]
    .sort((a, b) => a.sort - b.sort)
    .map((row) => ({ code: row.code, description: textIn(row.description, locale) }));
}

/** The registration form's source picker, from the table's rows as they stand on screen. */
export function SourcesPreview({ rows }: { rows: readonly SourceDraft[] }) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState('');
  return (
    <MemberPreview testId="sources-preview" title={t('settings.memberPreview.sources')}>
      {(locale) => (
        <div className="card stack">
          <SourcePicker
            sources={memberSources(rows, locale)}
            value={chosen}
            onChange={setChosen}
            t={memberT(locale)}
          />
        </div>
      )}
    </MemberPreview>
  );
}
