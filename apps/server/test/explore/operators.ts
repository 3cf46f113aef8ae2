import { operatorAuthApi, operatorsSandboxApi, pathOf } from '@wallet/contract';
import { nextTotp } from '../kits/operators.ts';
import { http } from '../server-process.ts';

export interface ExploreOperator {
  id: number;
  /** The operator's Authorization header: a request sent as this operator carries it. */
  headers: Record<string, string>;
}

/**
 * A finance operator made as the shell makes one, a week old (so it may be a second approver,
 * ADR 0129), signed in over HTTP with its TOTP code: a person at the back office.
 */
export async function financeOperator(url: string, name: string): Promise<ExploreOperator> {
  const made = await http.post(url, pathOf(operatorsSandboxApi.seasoned), {
    role: 'finance',
    name,
    hours: 200,
  });
  if (made.status !== 200) throw new Error(`operator: ${made.status} ${made.text}`);
  const { username, password, totpSecret } = made.json() as {
    username: string;
    password: string;
    totpSecret: string;
  };
  const login = await http.post(url, pathOf(operatorAuthApi.login), {
    username,
    password,
    totp: await nextTotp(totpSecret),
  });
  if (login.status !== 200) throw new Error(`operator login: ${login.status} ${login.text}`);
  const { token, operator } = login.json() as { token: string; operator: { id: number } };
  return { id: Number(operator.id), headers: { authorization: `Bearer ${token}` } };
}
