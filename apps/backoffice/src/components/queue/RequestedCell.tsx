import { formatDateTime } from '../../lib/format/format.ts';

/** When the item came in, and the reference the member and the bank know it by. */
export function RequestedCell({ at, reference }: { at: string; reference: string }) {
  return (
    <>
      <div>{formatDateTime(at)}</div>
      <div className="muted mono">{reference}</div>
    </>
  );
}
