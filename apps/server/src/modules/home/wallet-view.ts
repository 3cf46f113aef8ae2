import type { Queryable } from '../../db/queryable.ts';

export interface WalletView {
  member: {
    id: number;
    name: string;
    username: string;
    createdAt: Date;
    coin: number;
    bankCode: string;
    bankAccountName: string;
    bankAccountNo: string;
    bankNameTH: string;
    bankNameEN: string;
    bankNameLA: string;
    /** LAK, BAHT or null (the Thai site): the wallet's currency (ADR 0159). */
    currency: string | null;
  };
  wallet: number;
  /** Invite commission waiting to be claimed (satang). */
  invite: number;
  games: Map<string, number>;
}

/** Everything home needs from the database in one round trip (GET /api/wallet is the hottest call). */
export async function readWalletView(db: Queryable, memberId: number): Promise<WalletView | undefined> {
  const { rows } = await db.query<WalletView['member'] & { balances: [string, string, number][] | null }>({
    name: 'wallet_view',
    text: `SELECT m.id, m.name, m.username, m.created_at AS "createdAt", m.coin, m.bank_code AS "bankCode",
            m.bank_account_name AS "bankAccountName", m.bank_account_no AS "bankAccountNo", m.currency,
            b.name_th AS "bankNameTH", b.name_en AS "bankNameEN",
            b.name_la AS "bankNameLA",
            (SELECT json_agg(json_build_array(a.kind, a.name, a.balance)) FROM ledger_accounts a
             WHERE a.member_id = m.id AND a.kind IN ('wallet', 'game', 'invite')) AS balances
     FROM members m JOIN banks b ON b.code = m.bank_code WHERE m.id = $1`,
    values: [memberId],
  });
  const row = rows[0];
  if (!row) return undefined;
  const { balances, ...member } = row;
  const games = new Map<string, number>();
  let wallet = 0;
  let invite = 0;
  for (const [kind, name, balance] of balances ?? []) {
    if (kind === 'wallet') wallet = Number(balance);
    else if (kind === 'invite') invite = Number(balance);
    else games.set(name, Number(balance));
  }
  return { member, wallet, invite, games };
}
