import { GameProviderError, type GameProvider, type GameProviderFailure } from './port.ts';
import type { Currency } from '@wallet/contract';
import {
  paths,
  PROTOCOL_ERRORS,
  signedHeaders,
  type ProtocolError,
  type TransferType,
} from './transfer-wallet-protocol.ts';

/** What a bridge answered: its HTTP status and its JSON body (undefined when it was not JSON). */
interface Answer {
  status: number;
  body: unknown;
}

/** A protocol error answer refuses definitely (nothing was applied); the kind the port names. */
const REFUSALS: Partial<Record<ProtocolError, GameProviderFailure>> = {
  UNKNOWN_USER: 'unknown_user',
  INSUFFICIENT_BALANCE: 'insufficient',
};

function errorCode(answer: Answer): string | undefined {
  const body = answer.body as { error?: unknown } | undefined;
  return typeof body?.error === 'string' ? body.error : undefined;
}

function field<T>(answer: Answer, name: string, check: (value: unknown) => value is T): T {
  const value = (answer.body as Record<string, unknown> | undefined)?.[name];
  // A 2xx we cannot read is no answer: whether it applied must be asked, never guessed.
  if (!check(value)) throw new GameProviderError('unknown');
  return value;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isSatang = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * A game provider reached through a bridge that speaks our transfer-wallet protocol
 * (docs/providers/transfer-wallet.md): every request signed with GAME_PROVIDER_KEY, every money
 * call carrying our reference. Only a documented error answer is a refusal; a timeout, a dropped
 * connection, a 5xx or an answer we cannot read is `unknown`, which the transfer flow settles by
 * asking the status of the reference (and the recovery job, until it is old enough to be final).
 */
export class HttpGameProvider implements GameProvider {
  private readonly base: URL;

  constructor(
    baseUrl: string,
    private readonly key: string,
    /** The socket is given up with our deadline (GAME_TIMEOUT_MS), so a hung bridge holds nothing. */
    private readonly timeoutMs: number,
  ) {
    this.base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  }

  async createAccount(provider: string, username: string, currency: Currency) {
    const answer = await this.call('POST', paths.accounts(provider), { username, currency });
    return { password: field(answer, 'password', isString) };
  }

  async balance(provider: string, username: string) {
    return field(await this.call('GET', paths.balance(provider, username)), 'balance', isSatang);
  }

  async deposit(provider: string, username: string, amount: number, ref: string, currency: Currency) {
    await this.transfer(provider, 'deposit', username, amount, ref, currency);
  }

  async withdraw(provider: string, username: string, amount: number, ref: string, currency: Currency) {
    await this.transfer(provider, 'withdraw', username, amount, ref, currency);
  }

  async transferStatus(provider: string, ref: string) {
    const answer = await this.send('GET', paths.transfer(provider, ref));
    // Only the protocol's own "not found" means not applied: a proxy's 404 page says nothing.
    if (answer.status === 404 && errorCode(answer) === 'TRANSFER_NOT_FOUND') return 'not_found' as const;
    this.check(answer);
    if (field(answer, 'reference', isString) !== ref || field(answer, 'status', isString) !== 'applied')
      throw new GameProviderError('unknown');
    return 'applied' as const;
  }

  async resetPassword(provider: string, username: string) {
    const answer = await this.call('POST', paths.password(provider, username), {});
    return { password: field(answer, 'password', isString) };
  }

  async launchUrl(provider: string, username: string) {
    return field(await this.call('POST', paths.launch(provider, username), {}), 'url', isString);
  }

  private async transfer(
    provider: string,
    type: TransferType,
    username: string,
    amount: number,
    reference: string,
    currency: Currency,
  ) {
    const answer = await this.call('POST', paths.transfers(provider), {
      reference,
      type,
      username,
      amount,
      currency,
    });
    // The record the bridge keeps under our reference must be this transfer: a reference it
    // already holds for another one is a conflict (409), never a silent success.
    if (field(answer, 'reference', isString) !== reference) throw new GameProviderError('unknown');
  }

  private async call(method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
    const answer = await this.send(method, path, body);
    this.check(answer);
    return answer;
  }

  /** A documented refusal throws its kind; a 5xx or anything unreadable is unknown. */
  private check(answer: Answer): void {
    if (answer.status >= 200 && answer.status < 300) return;
    const code = errorCode(answer);
    // Only the protocol's own codes are the bridge refusing: a proxy's 4xx may hide anything.
    if (answer.status >= 400 && answer.status < 500 && code !== undefined && code in PROTOCOL_ERRORS) {
      throw new GameProviderError(REFUSALS[code as ProtocolError] ?? 'refused');
    }
    throw new GameProviderError('unknown');
  }

  private async send(method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
    const url = new URL(path.slice(1), this.base);
    const text = body === undefined ? '' : JSON.stringify(body);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...signedHeaders(this.key, method, url.pathname + url.search, text),
        },
        body: body === undefined ? undefined : text,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw new GameProviderError('unknown');
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed };
  }
}
