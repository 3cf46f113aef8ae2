import { bankNameIn, type Locale, type ProfileReply } from '@wallet/contract';
import type { MessageKey } from '@wallet/i18n';
import { formatAccountNumber } from '../../lib/format/account-number.ts';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** Read-only, in the spec's order; the bank name is in the member's language (issue 15). */
function rowsOf(
  profile: ProfileReply,
  locale: Locale,
): Array<{ label: MessageKey; value: string; testId: string }> {
  return [
    { label: 'profile.name', value: profile.name, testId: 'profile-name' },
    { label: 'profile.id', value: profile._id, testId: 'profile-id' },
    { label: 'profile.createdAt', value: formatDateTime(profile.createdAt), testId: 'profile-created' },
    { label: 'profile.username', value: profile.username, testId: 'profile-username' },
    { label: 'profile.bankAccountName', value: profile.bankAccountName, testId: 'profile-bank-account-name' },
    { label: 'profile.bankName', value: bankNameIn(profile.bank, locale), testId: 'profile-bank-name' },
    {
      label: 'profile.accountNo',
      value: formatAccountNumber(profile.bankAccountNo),
      testId: 'profile-account-no',
    },
  ];
}

export function ProfileFields({ profile }: { profile: ProfileReply }) {
  const { t, locale } = useI18n();
  return (
    <dl className="profile-fields">
      {rowsOf(profile, locale).map((row) => (
        <div key={row.testId} className="profile-fields__row">
          <dt>{t(row.label)}</dt>
          <dd data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
