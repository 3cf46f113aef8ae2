import type { MemberTag } from '@wallet/contract';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Badge, type Tone } from './Badge.tsx';
import './member-tags.css';

/** A tag's colour: what it asks of the operator (serve first, look twice, refuse). */
const TONES: Record<MemberTag, Tone> = { VIP: 'info', WATCH: 'warn', BONUS_ABUSE: 'bad', FRAUD: 'bad' };

/**
 * A member's tags (ADR 0182) as badges, each explained in its tooltip, wherever a member is
 * shown to be decided on: the member page and search, withdrawals, chats. Nothing when untagged.
 */
export function MemberTags({ tags }: { tags: readonly MemberTag[] }) {
  const { t } = useI18n();
  if (tags.length === 0) return null;
  return (
    <span className="member-tags" data-testid="member-tags">
      {tags.map((tag) => (
        <Badge key={tag} tone={TONES[tag]} title={t(`members.tag.${tag}.why`)}>
          <span data-testid={`member-tag-${tag}`}>{t(`members.tag.${tag}`)}</span>
        </Badge>
      ))}
    </span>
  );
}
