import type pg from 'pg';
import { settingRowOfKey, type SettingChange, type SettingGroup } from '@wallet/contract';
import type { Tx } from '../../db/queryable.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fail } from '../../lib/app-error.ts';
import type { OperatorActor, OperatorSide } from '../../lib/operator-side.ts';
import type { QueueEvents } from '../../lib/queue-events.ts';
import { changeRequestsRepo as repo } from './change-requests-repo.ts';
import type { Settings } from './defaults.ts';
import type { SettingsService } from './service.ts';
import { writeSettingsIn } from './setting-writes.ts';
import type { SettingTableRows } from './table-rows.ts';

/**
 * Whether an approver may be the asker's second person: independent of the asker through the
 * whole chain of who made, handed over and confirmed their accounts, and not made or changed
 * within the window (SecondApprover.assertIndependent, ADRs 0054, 0129). The same rule as credits.
 */
export interface IndependenceCheck {
  assertIndependent(tx: Tx, askerId: number, approverId: number): Promise<void>;
}

/**
 * The money-control settings' two-person changes (issue 37, ADR 0130). One admin's change waits:
 * a second admin confirms it (it applies then, through the one settings write: audit and every
 * node told) or rejects it; on a site with no second admin who may confirm it applies by itself
 * after the delay setting, unless the asker or any admin or finance operator cancels it first.
 * Every step is an audit row. A waiting credit is never re-read against the new value: whether it
 * needs a second operator was recorded when it was asked for (ADR 0054, 0106). The waiting
 * changes are a queue (`settingChanges`): counted on the queues' summary and the dashboard, and
 * each arrival and decision is announced to the operators' screens.
 */
export class SettingChangeRequests {
  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: SettingsService,
    private readonly operators: OperatorSide,
    private readonly independence: IndependenceCheck,
    private readonly queues: QueueEvents,
    private readonly rows: SettingTableRows,
  ) {
    queues.summary('settingChanges', () => repo.pending(pool));
  }

  list() {
    return repo.list(this.pool);
  }

  async get(id: number): Promise<SettingChange> {
    return (await repo.byId(this.pool, id)) ?? fail('NO_DATA');
  }

  /**
   * Records the change as waiting, in the caller's transaction (the settings' rows locked): a
   * second admin confirms it, or, with none who may, it applies after the delay as stored now.
   */
  async requestIn(
    tx: Tx,
    actor: OperatorActor,
    group: SettingGroup,
    before: Partial<Settings>,
    after: Partial<Settings>,
    reason: string | undefined,
  ): Promise<number> {
    if (!reason) fail('KEY_MISSING');
    const waiting = await repo.waitingNames(tx);
    if (Object.keys(after).some((name) => waiting.has(name))) fail('SETTING_CHANGE_WAITING');
    const others = await this.secondAdmins(tx, actor.operatorId);
    const delayHours =
      others > 0 ? null : (await this.settings.getIn(tx, 'moneyControl')).singleAdminDelayHours;
    const id = await repo.insert(tx, {
      group,
      before,
      after,
      reason,
      requestedBy: actor.operatorId,
      delayHours,
    });
    await this.operators.appendAudit(tx, actor, {
      action: 'settings.change_request',
      targetType: 'settings',
      targetId: `change:${id}`,
      before,
      after: { ...after, waitsFor: delayHours === null ? 'second_admin' : `${delayHours}h` },
      reason,
    });
    return id;
  }

  /** After the commit of a change asked for by `requestIn`: the queue's screens and badge. */
  asked(id: number): void {
    this.queues.changed('settingChanges', 'added', id);
  }

  /** Another admin, made before the window and independent of the asker, applies the change now. */
  async confirm(actor: OperatorActor, id: number, reason: string | null): Promise<SettingChange> {
    const applied = await inTransaction(this.pool, async (tx) => {
      const change = await this.lockWaiting(tx, id, actor, 'APPLIED');
      if (!change) return undefined;
      if (change.requestedBy.id === actor.operatorId) fail('SAME_OPERATOR');
      await this.independence.assertIndependent(tx, change.requestedBy.id, actor.operatorId);
      return this.applyIn(tx, actor, change, reason);
    });
    if (applied) this.decided(id, applied);
    return this.get(id);
  }

  /**
   * The other active admins who could confirm the asker's change: with none, the site has one
   * admin as far as this rule goes (a second account the same person made does not count), and
   * the change waits out the delay instead (ADR 0130).
   */
  private async secondAdmins(tx: Tx, askerId: number): Promise<number> {
    let count = 0;
    for (const adminId of await repo.otherActiveAdmins(tx, askerId)) {
      if (await passes(() => this.independence.assertIndependent(tx, askerId, adminId))) count += 1;
    }
    return count;
  }

  /** Another admin turns the change down: nothing applies. */
  async reject(actor: OperatorActor, id: number, reason: string): Promise<SettingChange> {
    const rejected = await inTransaction(this.pool, async (tx) => {
      const change = await this.lockWaiting(tx, id, actor, 'REJECTED');
      if (!change) return false;
      if (change.requestedBy.id === actor.operatorId) fail('SAME_OPERATOR');
      await this.close(tx, actor, change, 'REJECTED', reason);
      return true;
    });
    if (rejected) this.decided(id, []);
    return this.get(id);
  }

  /**
   * The asker withdraws their change; a change waiting for its delay (no second admin) may be
   * cancelled by any admin or finance operator too: they are the site's check on a lone admin.
   */
  async cancel(actor: OperatorActor, id: number, reason: string): Promise<SettingChange> {
    const cancelled = await inTransaction(this.pool, async (tx) => {
      const change = await this.lockWaiting(tx, id, actor, 'CANCELLED');
      if (!change) return false;
      if (change.requestedBy.id !== actor.operatorId && change.appliesAt === null) fail('FORBIDDEN_ROLE');
      await this.close(tx, actor, change, 'CANCELLED', reason);
      return true;
    });
    if (cancelled) this.decided(id, []);
    return this.get(id);
  }

  /** Applies the changes whose delay has passed (a recovery task: every node may run it, one does). */
  async applyDue(): Promise<number> {
    let count = 0;
    for (const id of await repo.due(this.pool)) {
      const applied = await inTransaction(this.pool, async (tx) => {
        const change = await repo.lock(tx, id);
        if (change?.status !== 'WAITING' || change.appliesAt === null) return undefined;
        if (Date.parse(change.appliesAt) > Date.now()) return undefined;
        return this.applyIn(tx, { operatorId: null, ip: null }, change, null);
      });
      if (!applied) continue;
      count += 1;
      this.decided(id, applied);
    }
    return count;
  }

  /** After the commit of a decision: every node told of the settings it wrote, the queue's screens and badge. */
  private decided(id: number, applied: string[]): void {
    this.settings.announce(applied);
    this.queues.changed('settingChanges', 'decided', id);
  }

  /**
   * Locks a change. The change when it still waits; undefined when this operator already decided
   * it this way (a repeat, answered as it is); ALREADY_DECIDED otherwise.
   */
  private async lockWaiting(
    tx: Tx,
    id: number,
    actor: OperatorActor,
    outcome: SettingChange['status'],
  ): Promise<SettingChange | undefined> {
    const change = (await repo.lock(tx, id)) ?? fail('NO_DATA');
    if (change.status === 'WAITING') return change;
    if (change.status === outcome && change.decidedBy?.id === actor.operatorId) return undefined;
    fail('ALREADY_DECIDED');
  }

  private async applyIn(
    tx: Tx,
    actor: OperatorActor | { operatorId: null; ip: null },
    change: SettingChange,
    reason: string | null,
  ): Promise<string[]> {
    // A change holds settings by name, or a table's rows by `table:code` (ADR 0194).
    const settingsAfter: Record<string, unknown> = {};
    const tables = new Set<string>();
    for (const [name, value] of Object.entries(change.after)) {
      const row = settingRowOfKey(name);
      if (!row) {
        settingsAfter[name] = value;
        continue;
      }
      await this.rows.writeIn(
        tx,
        actor,
        row.table,
        row.code,
        value as Record<string, unknown>,
        change.reason,
      );
      tables.add(`table:${row.table}`);
    }
    const names = await writeSettingsIn(
      tx,
      { settings: this.settings, operators: this.operators },
      actor,
      change.group,
      settingsAfter as Partial<Settings>,
      change.reason,
    );
    await this.close(tx, actor, change, 'APPLIED', reason);
    return [...names, ...tables];
  }

  private async close(
    tx: Tx,
    actor: OperatorActor | { operatorId: null; ip: null },
    change: SettingChange,
    status: 'APPLIED' | 'REJECTED' | 'CANCELLED',
    reason: string | null,
  ): Promise<void> {
    await repo.decide(tx, change.id, { status, by: actor.operatorId, reason });
    await this.operators.appendAudit(tx, actor, {
      action:
        status === 'APPLIED'
          ? 'settings.change_confirm'
          : status === 'REJECTED'
            ? 'settings.change_reject'
            : 'settings.change_cancel',
      targetType: 'settings',
      targetId: `change:${change.id}`,
      before: { status: 'WAITING' },
      after: { status, ...(actor.operatorId === null ? { by: 'delay' } : {}) },
      reason,
    });
  }
}

/** Whether a check answers without a catalogue refusal (its code is the refusal's reason, not needed here). */
async function passes(check: () => Promise<void>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
