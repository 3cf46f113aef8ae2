import { accountOperatorApi, type MemberRef, type MemberTag } from '@wallet/contract';
import { Link } from 'react-router';
import { MemberTags } from '../ui/MemberTags.tsx';
import { canCall } from '../../lib/operator/access.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';

/**
 * The member an item belongs to: a link to their page when the role may open it, and the member's
 * tags when the queue carries them (ADR 0182).
 */
export function MemberCell({ member, tags = [] }: { member: MemberRef; tags?: readonly MemberTag[] }) {
  const operator = useOperator();
  const label = (
    <>
      <div>{member.name}</div>
      <div className="muted mono">
        #{member.id} · {member.username}
      </div>
    </>
  );
  return (
    <>
      {canCall(operator?.role, accountOperatorApi.page) ? (
        <Link to={`/members/${member.id}`}>{label}</Link>
      ) : (
        label
      )}
      <MemberTags tags={tags} />
    </>
  );
}
