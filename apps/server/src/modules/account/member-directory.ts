import {
  MEMBER_SEARCH_LIMIT,
  toBaht,
  type MemberMovement,
  type MemberPage,
  type MemberSearchResult,
  type MemberSlipsReply,
  type MemberStatementReply,
  type MemberTag,
} from '@wallet/contract';
import type pg from 'pg';
import { fail } from '../../lib/app-error.ts';
import { searchCondition, type ListSearch } from '../../lib/list-search.ts';
import { memberTagsSql, tagsOf } from '../../lib/member-tags-sql.ts';
import type { SlipImageUrls } from '../deposit/index.ts';
import type { Ledger } from '../wallet/index.ts';

const SEARCH_COLUMNS = `m.id::int AS id, m.username, m.name, m.status, m.bank_code AS "bankCode",
  m.bank_account_no AS "bankAccountNo", m.bank_account_name AS "bankAccountName", m.created_at AS "createdAt"`;

/** Longest number still read as a member id; a phone (9-10 digits) is never one (issue 41, ADR 0163). */
const ID_DIGITS = 8;

/** LIKE's wildcards typed by an operator are matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Read-only views of members for operators: search, the member page, statement, slips. */
export class MemberDirectory {
  constructor(
    /** Read by the other read-only views of members (member-totals.ts). */
    readonly pool: pg.Pool,
    private readonly ledger: Ledger,
    private readonly urls: SlipImageUrls,
  ) {}

  /**
   * `#123` is a member id; digits match the phone or the bank account number (and, up to
   * ID_DIGITS long, the id); anything else matches the name, the bank account name or the
   * username, case-insensitively. Dashes and spaces in a typed phone or account are ignored.
   * A tag keeps the members carrying it; alone, it lists them (ADR 0182).
   */
  async search(raw: string | undefined, tag?: MemberTag): Promise<MemberSearchResult[]> {
    if (raw) return this.searchText(raw, tag);
    if (!tag) return [];
    // Every member (the text's parameters unset), narrowed by the tag.
    return this.rows('($1::bigint IS NULL AND $2::text IS NULL AND $3::text IS NULL)', [
      null,
      null,
      null,
      tag,
    ]);
  }

  private async searchText(raw: string, tag: MemberTag | undefined): Promise<MemberSearchResult[]> {
    const compact = raw.replace(/[\s-]/g, '');
    const q = /^#?\d+$/.test(compact) ? compact : raw;
    const digits = /^\d+$/.test(q) ? q : undefined;
    const id = /^#(\d{1,15})$/.exec(q)?.[1] ?? (digits && digits.length <= ID_DIGITS ? digits : undefined);
    return this.rows(
      `(m.id = $1
          OR ($2::text IS NOT NULL AND (m.username LIKE $2 || '%' OR m.bank_account_no LIKE '%' || $2 || '%'))
          OR ($2::text IS NULL AND $1::bigint IS NULL
              AND (m.name ILIKE '%' || $3 || '%' OR m.bank_account_name ILIKE '%' || $3 || '%'
                   OR m.username ILIKE $3 || '%')))`,
      [
        id === undefined ? null : Number(id),
        digits ? likeEscaped(digits) : null,
        likeEscaped(q),
        tag ?? null,
      ],
    );
  }

  /** The members matching `where` (over $1-$3) and carrying the tag $4 when there is one. */
  private async rows(where: string, params: unknown[]): Promise<MemberSearchResult[]> {
    const { rows } = await this.pool.query<{
      id: number;
      username: string;
      name: string;
      status: 'active' | 'inactive';
      bankCode: string;
      bankAccountNo: string;
      bankAccountName: string;
      createdAt: Date;
      wallet: string | null;
      tags: string[];
    }>(
      `SELECT ${SEARCH_COLUMNS}, ${memberTagsSql('m.id')} AS tags,
              (SELECT a.balance FROM ledger_accounts a WHERE a.member_id = m.id AND a.kind = 'wallet') AS wallet
       FROM members m
       WHERE ${where}
         AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM member_tags t WHERE t.member_id = m.id AND t.tag = $4))
       ORDER BY m.id DESC LIMIT ${MEMBER_SEARCH_LIMIT}`,
      params,
    );
    return rows.map((row) => ({
      id: row.id,
      username: row.username,
      name: row.name,
      status: row.status,
      bank: { code: row.bankCode, accountNo: row.bankAccountNo, accountName: row.bankAccountName },
      wallet: toBaht(Number(row.wallet ?? 0)),
      createdAt: row.createdAt.toISOString(),
      tags: tagsOf(row.tags),
    }));
  }

  async exists(memberId: number): Promise<void> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
    if (!rowCount) fail('NO_USER');
  }

  async page(memberId: number): Promise<MemberPage> {
    const { rows } = await this.pool.query<{
      id: number;
      username: string;
      name: string;
      status: 'active' | 'inactive';
      currency: string | null;
      sourceCode: string | null;
      invitedBy: string | null;
      coin: number;
      createdAt: Date;
      bankCode: string;
      bankAccountNo: string;
      bankAccountName: string;
      nameTH: string;
      nameEN: string;
    }>(
      `SELECT ${SEARCH_COLUMNS}, m.currency, m.source_code AS "sourceCode", m.invited_by AS "invitedBy", m.coin,
              b.name_th AS "nameTH", b.name_en AS "nameEN"
       FROM members m JOIN banks b ON b.code = m.bank_code WHERE m.id = $1`,
      [memberId],
    );
    const member = rows[0] ?? fail('NO_USER');
    const balances = await this.ledger.balances(memberId);
    const holds = await this.pool.query<{ kind: string; balance: string }>(
      `SELECT kind, sum(balance) AS balance FROM ledger_accounts
       WHERE member_id = $1 AND kind IN ('withdrawal_hold', 'transfer_hold') GROUP BY kind`,
      [memberId],
    );
    const hold = (kind: string) => toBaht(Number(holds.rows.find((row) => row.kind === kind)?.balance ?? 0));
    const sessions = await this.pool.query<{
      id: string;
      createdAt: Date;
      expiresAt: Date;
      revokedAt: Date | null;
      remember: boolean;
    }>(
      `SELECT id, created_at AS "createdAt", expires_at AS "expiresAt", revoked_at AS "revokedAt", remember
       FROM sessions WHERE member_id = $1 ORDER BY created_at DESC LIMIT 20`,
      [memberId],
    );
    const now = Date.now();
    return {
      profile: {
        id: member.id,
        username: member.username,
        name: member.name,
        status: member.status,
        currency: member.currency,
        sourceCode: member.sourceCode,
        invitedBy: member.invitedBy === null ? null : Number(member.invitedBy),
        coin: member.coin,
        createdAt: member.createdAt.toISOString(),
      },
      bank: {
        code: member.bankCode,
        accountNo: member.bankAccountNo,
        accountName: member.bankAccountName,
        nameTH: member.nameTH,
        nameEN: member.nameEN,
      },
      balances: {
        wallet: toBaht(balances.wallet),
        withdrawalHold: hold('withdrawal_hold'),
        transferHold: hold('transfer_hold'),
        games: [...balances.games].map(([code, amount]) => ({ code, amount: toBaht(amount) })),
      },
      sessions: sessions.rows.map((row) => ({
        // Enough to tell sessions apart, never enough to act as one.
        id: row.id.slice(0, 8),
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        revokedAt: row.revokedAt?.toISOString() ?? null,
        remember: row.remember,
        active: row.revokedAt === null && row.expiresAt.getTime() > now && member.status === 'active',
      })),
    };
  }

  /**
   * Every movement of the member, newest first, each with the journals it wrote and their legs;
   * narrowed by the lists' one search (dates, amounts, reference; ADR 0111).
   */
  async statement(
    memberId: number,
    page: number,
    limit: number,
    search: ListSearch = {},
  ): Promise<MemberStatementReply> {
    await this.exists(memberId);
    const narrowed = searchCondition(search, 4, {
      at: 'mv.created_at',
      amount: 'mv.amount',
      reference: 'mv.reference',
    });
    const { rows } = await this.pool.query<{
      id: string;
      reference: string;
      statementType: MemberMovement['statementType'];
      kind: string;
      fromPlace: string;
      toPlace: string;
      status: string;
      amount: string;
      note: string | null;
      createdAt: Date;
      updatedAt: Date;
      journals:
        { id: number; kind: string; createdAt: string; legs: { account: string; amount: number }[] }[] | null;
      total: string;
    }>(
      `SELECT mv.id, mv.reference, mv.statement_type AS "statementType", mv.kind, mv.from_place AS "fromPlace",
              mv.to_place AS "toPlace", mv.status, mv.amount, mv.details->>'note' AS note, mv.created_at AS "createdAt",
              mv.updated_at AS "updatedAt", count(*) OVER () AS total,
              (SELECT json_agg(json_build_object('id', j.id, 'kind', j.kind, 'createdAt', j.created_at,
                        'legs', (SELECT json_agg(json_build_object(
                                   'account', a.kind || CASE WHEN a.name <> '' THEN ':' || a.name ELSE '' END,
                                   'amount', e.amount) ORDER BY e.id)
                                 FROM journal_entries e JOIN ledger_accounts a ON a.id = e.account_id
                                 WHERE e.journal_id = j.id)) ORDER BY j.id)
               FROM journal_transactions j WHERE j.movement_id = mv.id) AS journals
       FROM movements mv WHERE mv.member_id = $1 AND ${narrowed.sql} ORDER BY mv.id DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, (page - 1) * limit, ...narrowed.params],
    );
    return {
      total: rows[0] ? Number(rows[0].total) : 0,
      movements: rows.map((row) => ({
        id: Number(row.id),
        reference: row.reference,
        statementType: row.statementType,
        kind: row.kind,
        from: row.fromPlace,
        to: row.toPlace,
        status: row.status,
        amount: toBaht(Number(row.amount)),
        note: row.note,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        journals: (row.journals ?? []).map((journal) => ({
          id: Number(journal.id),
          kind: journal.kind,
          createdAt: new Date(journal.createdAt).toISOString(),
          legs: (journal.legs ?? []).map((leg) => ({
            account: leg.account,
            amount: toBaht(Number(leg.amount)),
          })),
        })),
      })),
    };
  }

  async slips(memberId: number, page: number, limit: number): Promise<MemberSlipsReply> {
    await this.exists(memberId);
    const { rows } = await this.pool.query<{
      id: string;
      reference: string;
      amount: string;
      status: 'PENDING' | 'SUCCESS' | 'FAILED';
      note: string | null;
      createdAt: Date;
      total: string;
    }>(
      `SELECT id, reference, amount, status, note, created_at AS "createdAt", count(*) OVER () AS total
       FROM slips WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, (page - 1) * limit],
    );
    return {
      total: rows[0] ? Number(rows[0].total) : 0,
      slips: rows.map((row) => ({
        id: Number(row.id),
        reference: row.reference,
        amount: toBaht(Number(row.amount)),
        status: row.status,
        note: row.note,
        createdAt: row.createdAt.toISOString(),
        imageUrl: this.urls.urlFor(row.reference),
      })),
    };
  }
}
