import type { MemberNotesReply, MemberTag } from '@wallet/contract';
import type pg from 'pg';
import type { Queryable, Tx } from '../../db/queryable.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail } from '../../lib/app-error.ts';
import { memberTagsSql, tagsOf } from '../../lib/member-tags-sql.ts';
import { operatorRefOf } from '../../lib/refs.ts';
import type { Actor, OperatorSide } from '../../lib/operator-side.ts';

/** The newest notes shown on the member page. */
const NOTES_SHOWN = 100;

/**
 * Operators' notes and tags on a member (issue 41, ADR 0182). Each change and its audit row
 * commit together; a note is never edited nor deleted (a correction is another note), so the page
 * and the audit trail always tell the same story.
 */
export class MemberNotes {
  constructor(
    private readonly pool: pg.Pool,
    private readonly operators: OperatorSide,
  ) {}

  async read(memberId: number, db: Queryable = this.pool): Promise<MemberNotesReply> {
    const { rows: member } = await db.query<{ tags: string[] }>(
      `SELECT ${memberTagsSql('m.id')} AS tags FROM members m WHERE m.id = $1`,
      [memberId],
    );
    const found = member[0] ?? fail('NO_USER');
    const { rows } = await db.query<{
      id: string;
      text: string;
      operatorId: string | null;
      username: string | null;
      name: string | null;
      createdAt: Date;
    }>(
      `SELECT n.id, n.text, n.operator_id AS "operatorId", o.username, o.name, n.created_at AS "createdAt"
       FROM member_notes n LEFT JOIN operators o ON o.id = n.operator_id
       WHERE n.member_id = $1 ORDER BY n.id DESC LIMIT ${NOTES_SHOWN}`,
      [memberId],
    );
    return {
      tags: tagsOf(found.tags),
      notes: rows.map((row) => ({
        id: Number(row.id),
        text: row.text,
        author: operatorRefOf(row.operatorId, row.username, row.name),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  async addNote(actor: Actor, memberId: number, text: string): Promise<MemberNotesReply> {
    return inTransaction(this.pool, async (tx) => {
      await lockMember(tx, memberId, 'FOR KEY SHARE');
      const { rows } = await tx.query<{ id: string }>(
        'INSERT INTO member_notes (member_id, operator_id, text) VALUES ($1, $2, $3) RETURNING id',
        [memberId, actor.operatorId, text],
      );
      await this.operators.appendAudit(tx, actor, {
        action: 'member.note_add',
        targetType: 'member',
        targetId: memberId,
        memberId,
        after: { noteId: Number(rows[0]!.id), text },
      });
      return this.read(memberId, tx);
    });
  }

  /** The member's whole set of tags; the same set again changes nothing and writes no audit row. */
  async setTags(actor: Actor, memberId: number, wanted: MemberTag[]): Promise<MemberTag[]> {
    return inTransaction(this.pool, async (tx) => {
      await lockMember(tx, memberId, 'FOR UPDATE');
      const before = (await this.read(memberId, tx)).tags;
      const added = [...new Set(wanted)].filter((tag) => !before.includes(tag));
      const removed = before.filter((tag) => !wanted.includes(tag));
      if (added.length === 0 && removed.length === 0) return before;
      await tx.query('DELETE FROM member_tags WHERE member_id = $1 AND tag = ANY($2::text[])', [
        memberId,
        removed,
      ]);
      await tx.query(
        `INSERT INTO member_tags (member_id, tag, operator_id) SELECT $1, unnest($2::text[]), $3`,
        [memberId, added, actor.operatorId],
      );
      const after = (await this.read(memberId, tx)).tags;
      await this.operators.appendAudit(tx, actor, {
        action: 'member.tags_update',
        targetType: 'member',
        targetId: memberId,
        memberId,
        before: { tags: before },
        after: { tags: after, added, removed },
      });
      return after;
    });
  }
}

/**
 * NO_USER for an unknown member. Two operators tagging one member at once (FOR UPDATE): the second
 * reads the first's committed set. A note only needs the member to stay (FOR KEY SHARE).
 */
async function lockMember(tx: Tx, memberId: number, lock: 'FOR UPDATE' | 'FOR KEY SHARE'): Promise<void> {
  const { rowCount } = await tx.query(`SELECT 1 FROM members WHERE id = $1 ${lock}`, [memberId]);
  if (!rowCount) fail('NO_USER');
}
