import { membersApi, type MemberRef } from '@wallet/contract';
import { Link } from 'react-router';
import { canCall } from '../../lib/operator/access.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';

/** The member an item belongs to: a link to their page when the role may open it. */
export function MemberCell({ member }: { member: MemberRef }) {
  const operator = useOperator();
  const label = (
    <>
      <div>{member.name}</div>
      <div className="muted mono">
        #{member.id} · {member.username}
      </div>
    </>
  );
  if (!canCall(operator?.role, membersApi.page)) return label;
  return <Link to={`/members/${member.id}`}>{label}</Link>;
}
