import {
  callVendor,
  CredentialCheckError,
  replyProblem,
  trimBase,
  type CredentialCheck,
  type VendorReply,
} from '../vendor-call.ts';
import { TeamAlertError, type TeamAlertSender } from './port.ts';

export const LINE_BASE_URL = 'https://api.line.me';

/**
 * LINE gives no Retry-After on a 429 (rate limit, or the month's message quota spent): the run
 * stops there and the job's next run, a minute on, tries again.
 */
const LINE_WAIT_SECONDS = 60;

export interface LineOptions {
  /** The Messaging API channel's access token (LINE Developers console): a Bearer credential. */
  token: string;
  /** Who is told: a user (U…), group (C…) or multi-person chat (R…) id, 32 hex digits after. */
  to: string;
  baseUrl?: string;
  timeoutMs: number;
}

/** LINE's error body: `{ message, details?: [{ message, property }] }`. */
interface LineFailure {
  message?: unknown;
  details?: { message?: unknown; property?: unknown }[];
}

/** "answered HTTP 400 (The request body has 1 error(s): May not be empty at messages[0].text)". */
function problemOf(reply: VendorReply): string {
  const body = (reply.kind === 'answer' ? reply.body : undefined) as LineFailure | undefined;
  if (typeof body?.message !== 'string') return replyProblem(reply);
  const detail = body.details?.find((each) => typeof each.message === 'string');
  const at = typeof detail?.property === 'string' ? ` at ${detail.property}` : '';
  return `${replyProblem(reply)} (${body.message}${detail ? `: ${String(detail.message)}${at}` : ''})`;
}

/**
 * LINE Messaging API push (developers.line.biz/en/reference/messaging-api, "Send push message"):
 * POST {base}/v2/bot/message/push, `Authorization: Bearer <channel access token>`, JSON
 * `{ to, messages: [{ type: 'text', text }] }`; 200 answers `{ sentMessages }`. Failures answer
 * `{ message, details? }`: 400 (a bad body or target), 401 (a wrong or expired token), 403 (the
 * channel may not use the API), 429 (rate limit or the month's quota), 500 (LINE's own error).
 * Every post carries the telling's `X-Line-Retry-Key` ("Retry failed API requests"): a retry of a
 * post LINE had accepted answers 409 and delivers nothing again, which is the alert told.
 * The token travels in a header only: no error message here carries it.
 */
export class LineTeamAlerts implements TeamAlertSender, CredentialCheck {
  private readonly base: string;

  constructor(private readonly options: LineOptions) {
    this.base = trimBase(options.baseUrl ?? LINE_BASE_URL);
  }

  async send(text: string, retryKey: string): Promise<void> {
    const reply = await callVendor(
      `${this.base}/v2/bot/message/push`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.token}`,
          'content-type': 'application/json',
          'x-line-retry-key': retryKey,
        },
        body: JSON.stringify({ to: this.options.to, messages: [{ type: 'text', text }] }),
      },
      this.options.timeoutMs,
    );
    // 409: a post with this retry key was accepted already (a try we saw fail had in fact arrived).
    if (reply.kind === 'answer' && (reply.status === 200 || reply.status === 409)) return;
    throw new TeamAlertError(
      `LINE ${problemOf(reply)}`,
      reply.kind === 'answer' && reply.status === 429 ? LINE_WAIT_SECONDS : undefined,
    );
  }

  /** Get bot info (GET /v2/bot/info): the channel's bot, posting nothing (`npm run doctor`). */
  async checkCredentials(): Promise<string> {
    const reply = await callVendor(
      `${this.base}/v2/bot/info`,
      { method: 'GET', headers: { authorization: `Bearer ${this.options.token}` } },
      this.options.timeoutMs,
    );
    if (reply.kind !== 'answer' || reply.status !== 200) throw new CredentialCheckError(problemOf(reply));
    const bot = (reply.body ?? {}) as { basicId?: unknown; displayName?: unknown };
    return `LINE bot ${String(bot.displayName ?? '?')} (${String(bot.basicId ?? '?')})`;
  }
}
