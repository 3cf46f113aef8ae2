import { SmsSendError, type SmsSender } from './port.ts';

const TIMEOUT_MS = 10_000;

/**
 * A JSON-over-HTTPS gateway (the shape most Thai SMS providers offer):
 * POST {url} with `{ to, text }`, bearer token; any 2xx is accepted.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: JSON.stringify({ to: phone, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsSendError(error instanceof Error ? error.message : 'network error');
    }
    if (!response.ok) throw new SmsSendError(`gateway answered ${response.status}`);
  }
}
