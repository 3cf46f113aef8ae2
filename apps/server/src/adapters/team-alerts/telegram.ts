import {
  callVendor,
  CredentialCheckError,
  replyProblem,
  trimBase,
  type CredentialCheck,
} from '../vendor-call.ts';
import { TeamAlertError, type TeamAlertSender } from './port.ts';

export const TELEGRAM_BASE_URL = 'https://api.telegram.org';

export interface TelegramOptions {
  /** The bot's token from @BotFather (`123456:ABC…`): it is part of every request's path. */
  token: string;
  /** The team's group or channel: its numeric id (-100…) or @channelname. */
  chatId: string;
  baseUrl?: string;
  timeoutMs: number;
}

/** `{ ok: false, error_code, description, parameters?: { retry_after } }`: the Bot API's failure. */
interface BotFailure {
  ok?: boolean;
  description?: unknown;
  parameters?: { retry_after?: unknown };
}

/**
 * The Telegram Bot API (core.telegram.org/bots/api): POST {base}/bot<token>/sendMessage with JSON
 * `{ chat_id, text }`; every answer is `{ ok, result }` or `{ ok: false, error_code, description,
 * parameters }`. Documented failures: 401 Unauthorized (a wrong or revoked token), 400
 * "Bad Request: chat not found" (a wrong chat id, or the bot not in the group), 403 (the bot was
 * removed), 429 "Too Many Requests: retry after N" with `parameters.retry_after`. The token is in
 * the path: no error message here carries the URL. Plain text (no parse_mode), so a member's name
 * in an alert can never break the markup; the link stays a link as Telegram recognises URLs.
 */
export class TelegramTeamAlerts implements TeamAlertSender, CredentialCheck {
  private readonly base: string;

  constructor(private readonly options: TelegramOptions) {
    this.base = `${trimBase(options.baseUrl ?? TELEGRAM_BASE_URL)}/bot${options.token}`;
  }

  async send(text: string): Promise<void> {
    const reply = await callVendor(
      `${this.base}/sendMessage`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chat_id: this.options.chatId,
          text,
          link_preview_options: { is_disabled: true },
        }),
      },
      this.options.timeoutMs,
    );
    if (reply.kind !== 'answer') throw new TeamAlertError(`Telegram ${replyProblem(reply)}`);
    const body = (reply.body ?? {}) as BotFailure;
    if (reply.status === 200 && body.ok === true) return;
    const description = typeof body.description === 'string' ? ` (${body.description})` : '';
    const retryAfter = body.parameters?.retry_after;
    throw new TeamAlertError(
      `Telegram ${replyProblem(reply)}${description}`,
      typeof retryAfter === 'number' ? retryAfter : undefined,
    );
  }

  /** getMe: the bot's own record, posting nothing (`npm run doctor`). */
  async checkCredentials(): Promise<string> {
    const reply = await callVendor(`${this.base}/getMe`, { method: 'GET' }, this.options.timeoutMs);
    const body = (reply.kind === 'answer' ? reply.body : undefined) as
      { ok?: boolean; description?: unknown; result?: { username?: unknown } } | undefined;
    if (reply.kind !== 'answer' || reply.status !== 200 || body?.ok !== true) {
      const why = typeof body?.description === 'string' ? ` (${body.description})` : '';
      throw new CredentialCheckError(`${replyProblem(reply)}${why}`);
    }
    return `bot @${String(body.result?.username ?? '?')}`;
  }
}
