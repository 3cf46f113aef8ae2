/** The SMS gateway: sends one text to one phone, or throws SmsSendError. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(reason: string) {
    super(`SMS not sent: ${reason}`);
    this.name = 'SmsSendError';
  }
}
