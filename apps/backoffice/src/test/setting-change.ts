import type { SettingChange } from '@wallet/contract';

/** A money-control change as the server answers it while it waits for a second admin (ADR 0130). */
export const waitingChangeOf = (
  fields: Pick<SettingChange, 'group' | 'before' | 'after' | 'reason'> & Partial<SettingChange>,
): SettingChange => ({
  id: 7,
  status: 'WAITING',
  requestedBy: { id: 1, username: 'admin', name: 'Admin' },
  requestedAt: '2026-11-29T08:00:00.000Z',
  appliesAt: null,
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  ...fields,
});
