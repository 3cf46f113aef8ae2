import type { PayoutFileLayout } from '@wallet/contract';

/** The portals whose upload layout a batch can be exported in (ADR 0173): the contract's list. */
export type { PayoutFileLayout };

/** What the site's own account and company registration say, as the operator entered them for this batch. */
export interface PayoutFileHeader {
  /** The company's id at the bank (KTB Company ID, SCB Company ID). */
  companyId: string;
  /** The site's account the payouts are debited from (10 digits). */
  debitAccount: string;
  /** The sender's name the members' banks show. */
  senderName: string;
  /** KTB's service type (2 digits) or SCB's product code (3 letters), as the bank's agreement names it. */
  serviceCode: string;
}

/** One payout in a file: the rail's copy of what was approved. */
export interface PayoutFileLine {
  reference: string;
  /** Satang. */
  amount: number;
  bankCode: string;
  bankAccountNo: string;
  bankAccountName: string;
}

export interface PayoutFileBatch {
  id: number;
  createdAt: Date;
  header: PayoutFileHeader;
  lines: PayoutFileLine[];
}
