import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AuditTable } from '../../components/ui/AuditTable.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { memberAuditQuery } from './member-api.ts';

export function MemberAudit({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const audit = useQuery(memberAuditQuery(memberId, page));
  return (
    <div>
      <ErrorNote error={audit.error} />
      {audit.data && (
        <div className="card">
          <AuditTable entries={audit.data.entries} />
        </div>
      )}
      {audit.data && <Pager page={page} limit={20} total={audit.data.total} onPage={setPage} />}
    </div>
  );
}
