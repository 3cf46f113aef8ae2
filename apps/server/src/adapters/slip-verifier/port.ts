/** What the mini-QR printed on a Thai bank slip identifies: the sending bank (3-digit code) and its reference. */
export interface SlipRef {
  sendingBank: string;
  transRef: string;
  /** The QR text as read from the image (some services want it as it is). */
  payload: string;
  /**
   * The slip image, when the caller has it: a service that reads slips itself (EasySlip, SlipOK)
   * is sent it only when it refuses the payload as not a slip's (ADR 0143).
   */
  image?: Buffer;
}

/** An account as the bank shows it on the record: banks mask some digits (xxx-x-x1234-x). */
export interface ShownAccount {
  /** 3-digit bank code when the service gives one. */
  bank: string | null;
  account: string;
}

/** The bank's record of a transfer. */
export interface BankTransfer {
  transRef: string;
  /** Satang. */
  amount: number;
  transferredAt: Date;
  receiver: ShownAccount;
  /** null when the bank does not show the sender. */
  sender: ShownAccount | null;
  /**
   * The service says it has checked this slip before (its own duplicate flag). Only a note: our
   * duplicate and exactly-once rules decide (ADR 0143), and a retry of our own would set it.
   */
  seenBefore?: boolean;
}

/**
 * Why a named service failed, when it says: its quota is used up, the bank behind it is
 * unavailable (or not ready for this bank's slips yet), or it refused our credentials.
 */
export type SlipServiceTrouble = 'quota' | 'bank-unavailable' | 'credentials';

/**
 * The verifier's answer:
 * - transfer: the bank knows the transfer;
 * - not-found: the bank has no such transfer (or the reference is not a slip's);
 * - captcha: the service could not get past the bank's captcha (three times);
 * - error: the service failed in a way that says nothing about the slip;
 * - timeout: no answer in time.
 */
export type SlipVerification =
  | { outcome: 'transfer'; transfer: BankTransfer }
  | { outcome: 'not-found' }
  | { outcome: 'captcha' }
  | { outcome: 'error'; reason?: SlipServiceTrouble }
  | { outcome: 'timeout' };

export interface SlipVerifier {
  /** Never throws: every failure is one of the outcomes. */
  verify(ref: SlipRef): Promise<SlipVerification>;
}
