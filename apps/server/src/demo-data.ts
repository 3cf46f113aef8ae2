import { sql } from 'drizzle-orm';
import type { OperatorText } from '@wallet/contract';
import type { Db } from './db/client.ts';
import { bonuses, members, settings } from './db/schema.ts';
import { creditDeposit, Ledger } from './modules/wallet/index.ts';
import type { OperatorAccounts } from './modules/backoffice/index.ts';
import { settingDefaults } from './modules/settings/index.ts';

/** The demo member's opening deposit, in satang (5,000 baht). */
export const demoOpeningBalance = 500_000;

/*
 * Each demo account carries the argon2 hash of its password, made once with hashPassword: a fresh
 * sandbox start runs no KDF for them (three operators and a member, 12 MiB each, were the start's
 * peak: ADR 0209). Their passwords are public, printed by every sandbox start. demo-data.test.ts
 * fails when a hash no longer matches its password or today's parameters: make it again then.
 */

export const demoMember = {
  username: '0812345678',
  password: 'demo1234',
  passwordHash:
    '$argon2id$v=19$m=12288,t=3,p=1$j2TZEgaN7jBi8njQ4LmO2A$sI3p4DQ+otJXebYNX1PgJpY3fzsyQ0iSfZkH5hw4Css',
  name: 'สมชาย ใจดี',
  bankCode: 'KBANK',
  bankAccountName: 'SOMCHAI JAIDEE',
  bankAccountNo: '1234567890',
};

/** A demo member, only on an empty database: a site with real members is never touched. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(members);
  if ((row?.count ?? 0) > 0) return false;
  const { password: _printed, ...rest } = demoMember;
  const [created] = await db
    .insert(members)
    .values({ ...rest, sourceCode: 'FRIEND' })
    .onConflictDoNothing()
    .returning({ id: members.id });
  // Something to play with: an opening deposit, booked like any other.
  if (created) {
    await creditDeposit(new Ledger(db.$client), undefined, {
      memberId: created.id,
      amount: demoOpeningBalance,
      opKey: `demo-opening:${created.id}`,
      channel: 'DEMO',
    });
  }
  await db.insert(bonuses).values(demoBonuses).onConflictDoNothing();
  // The demo hears every bank-feed source (the sandbox bank reports through all of them, issue 23).
  const bankFeed = { ...settingDefaults.bankFeed, push: true, notification: true, statement: true };
  // The defaults (every source off) are seeded just before: a fresh demo database turns them on.
  await db
    .insert(settings)
    .values({ key: 'bankFeed', value: bankFeed })
    .onConflictDoUpdate({ target: settings.key, set: { value: bankFeed } });
  return true;
}

const banner = (image: string, html: OperatorText) => [{ image: `/bonus/${image}.svg`, html }];

/**
 * Demo bonuses and one promotion code (money in satang), so the bonus screen has something real;
 * the kip figures (kip minor units) at 650 kip to the baht, as the seeded wheel's (ADR 0190).
 */
export const demoBonuses: (typeof bonuses.$inferInsert)[] = [
  {
    code: 'WELCOME50',
    type: 'limit',
    maxReceived: 1,
    description: {
      th: 'โบนัสต้อนรับสมาชิกใหม่ 50% สูงสุด 500 บาท',
      la: 'ໂບນັດຕ້ອນຮັບສະມາຊິກໃໝ່ 50% ສູງສຸດ 500 ບາດ',
      en: 'Welcome bonus 50%, up to 500 THB',
    },
    percent: 50,
    maxBonus: 50_000,
    minDeposit: 10_000,
    percentFail: 50,
    targetTimes: 2,
    bustBelow: 1_000,
    withdrawCapTimes: 5,
    maxBonusKip: 32_500_000,
    minDepositKip: 6_500_000,
    bustBelowKip: 650_000,
    banners: banner('welcome', {
      th: '<p><strong>โบนัสต้อนรับ 50%</strong></p><p>ฝากขั้นต่ำ 100 บาท รับสูงสุด 500 บาท ทำยอด 2 เท่าของยอดฝากรวมโบนัส</p>',
      la: '<p><strong>ໂບນັດຕ້ອນຮັບ 50%</strong></p><p>ຝາກຂັ້ນຕ່ຳ 100 ບາດ ຮັບສູງສຸດ 500 ບາດ ເຮັດຍອດ 2 ເທົ່າຂອງຍອດຝາກລວມໂບນັດ</p>',
      en: '<p><strong>50% welcome bonus</strong></p><p>Deposit at least 100 THB, get up to 500 THB; turnover 2 times deposit plus bonus</p>',
    }),
    sort: 1,
  },
  {
    code: 'DAILY10',
    type: 'day',
    maxReceived: 1,
    description: {
      th: 'โบนัสรายวัน 10% สูงสุด 300 บาท วันละครั้ง',
      la: 'ໂບນັດປະຈຳວັນ 10% ສູງສຸດ 300 ບາດ ມື້ລະຄັ້ງ',
      en: 'Daily bonus 10%, up to 300 THB, once a day',
    },
    percent: 10,
    maxBonus: 30_000,
    minDeposit: 10_000,
    percentFail: 30,
    targetTimes: 3,
    bustBelow: 500,
    withdrawCapTimes: 5,
    maxBonusKip: 19_500_000,
    minDepositKip: 6_500_000,
    bustBelowKip: 325_000,
    banners: banner('daily', {
      th: '<p><strong>โบนัสรายวัน 10%</strong></p><p>รับได้วันละ 1 ครั้ง ทำยอด 3 เท่าของยอดฝากรวมโบนัส</p>',
      la: '<p><strong>ໂບນັດປະຈຳວັນ 10%</strong></p><p>ຮັບໄດ້ມື້ລະ 1 ຄັ້ງ ເຮັດຍອດ 3 ເທົ່າຂອງຍອດຝາກລວມໂບນັດ</p>',
      en: '<p><strong>10% daily bonus</strong></p><p>Once a day; turnover 3 times deposit plus bonus</p>',
    }),
    sort: 2,
  },
  {
    code: 'WEEKLY20',
    type: 'week',
    maxReceived: 2,
    description: {
      th: 'โบนัสรายสัปดาห์ 20% สูงสุด 1,000 บาท สัปดาห์ละ 2 ครั้ง',
      la: 'ໂບນັດປະຈຳອາທິດ 20% ສູງສຸດ 1,000 ບາດ ອາທິດລະ 2 ຄັ້ງ',
      en: 'Weekly bonus 20%, up to 1,000 THB, twice a week',
    },
    percent: 20,
    maxBonus: 100_000,
    minDeposit: 30_000,
    percentFail: 40,
    targetTimes: 3,
    bustBelow: 1_000,
    withdrawCapTimes: 5,
    maxBonusKip: 65_000_000,
    minDepositKip: 19_500_000,
    bustBelowKip: 650_000,
    banners: banner('weekly', {
      th: '<p><strong>โบนัสรายสัปดาห์ 20%</strong></p><p>ฝากขั้นต่ำ 300 บาท รับได้สัปดาห์ละ 2 ครั้ง</p>',
      la: '<p><strong>ໂບນັດປະຈຳອາທິດ 20%</strong></p><p>ຝາກຂັ້ນຕ່ຳ 300 ບາດ ຮັບໄດ້ອາທິດລະ 2 ຄັ້ງ</p>',
      en: '<p><strong>20% weekly bonus</strong></p><p>Deposit at least 300 THB; twice a week</p>',
    }),
    sort: 3,
  },
  {
    code: 'LUCKY100',
    promotion: true,
    type: 'limit',
    maxReceived: 1,
    description: {
      th: 'โค้ดโปรโมชั่น ฝากรับเพิ่ม 100% สูงสุด 200 บาท ใช้ได้ครั้งเดียว',
      la: 'ໂຄດໂປຣໂມຊັນ ຝາກຮັບເພີ່ມ 100% ສູງສຸດ 200 ບາດ ໃຊ້ໄດ້ຄັ້ງດຽວ',
      en: 'Promotion code: 100% extra on a deposit, up to 200 THB, once',
    },
    percent: 100,
    maxBonus: 20_000,
    minDeposit: 10_000,
    percentFail: 50,
    targetTimes: 3,
    bustBelow: 1_000,
    withdrawCapTimes: 3,
    maxBonusKip: 13_000_000,
    minDepositKip: 6_500_000,
    bustBelowKip: 650_000,
  },
];

/**
 * The demo back-office admin (sandbox only: a production start never makes one). Its TOTP
 * secret is fixed and printed, so a fresh machine can sign in at once and the browser specs can
 * make codes; every other operator gets a random secret.
 */
export const demoOperator = {
  username: 'admin',
  password: 'demo-admin-1234',
  passwordHash:
    '$argon2id$v=19$m=12288,t=3,p=1$lNiX+4jWKcgVW1iXTX7yHw$fYc9W5RWxPwIM3JWtgtoCIpE99Uj+CF0+G3YoNnJ/m0',
  name: 'Demo admin',
  totpSecret: 'DEMOADMINTOTPSECRETFORSANDBOX234',
};

/**
 * Two demo finance operators, made by the shell a week before the seed runs: outside the window
 * in which a new operator cannot be a second approver, and made by no admin, so each is
 * independent of the other and of the operators the demo admin makes (ADR 0129). The demo and
 * the browser specs use them as second approvers.
 */
export const demoFinanceOperators = [
  {
    username: 'finance1',
    password: 'demo-finance-one-1234',
    passwordHash:
      '$argon2id$v=19$m=12288,t=3,p=1$OfbKnppr5xSVzEcY6Nky7A$1xjZZV0QSNQt9TLQTcPOcLjvx8lM8nj/Z3VXkHzvwK8',
    name: 'Demo finance one',
    totpSecret: 'DEMOFINANCEONETOTPSECRETSANDBOX2',
  },
  {
    username: 'finance2',
    password: 'demo-finance-two-1234',
    passwordHash:
      '$argon2id$v=19$m=12288,t=3,p=1$khA82OjnOdkBYwRlGqDnVQ$Uiq3Edk5+v/g8xIBgJGjZJYZhxS6Bse1Z9wKtJO3dRg',
    name: 'Demo finance two',
    totpSecret: 'DEMOFINANCETWOTOTPSECRETSANDBOX3',
  },
];

/** How long before the seed its operators were made: past the default 72 hours' window. */
const DEMO_MADE_DAYS_AGO = 8;

/** The demo admin and finance operators, only when there is no operator at all. */
export async function seedDemoOperator(operators: OperatorAccounts): Promise<boolean> {
  if ((await operators.count()) > 0) return false;
  const madeAt = new Date(Date.now() - DEMO_MADE_DAYS_AGO * 24 * 3600_000);
  for (const operator of [
    { ...demoOperator, role: 'admin' as const },
    ...demoFinanceOperators.map((o) => ({ ...o, role: 'finance' as const })),
  ])
    await operators.create(
      { operatorId: null, ip: null },
      {
        username: operator.username,
        name: operator.name,
        role: operator.role,
        password: operator.password,
        passwordHash: operator.passwordHash,
        totpSecret: operator.totpSecret,
        reason: 'demo operators on an empty database',
        madeAt,
      },
    );
  return true;
}
