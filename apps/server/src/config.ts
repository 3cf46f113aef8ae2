import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { SITE_VARIANTS, sandboxPayoutRequest } from '@wallet/contract';
import { checkVendorCredentials, vendorEnvShape, withSecretFiles } from './config-vendors.ts';
import { refuseSandboxInProduction, sandboxParts } from './sandbox-parts.ts';
import { repoRoot } from './lib/server-folder.ts';
import { parseCrashPlan, type CrashPlan } from './lib/crash-point.ts';

/** The repository root: `./data` and the built web app are found from here whatever the cwd. */
export { repoRoot };

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** An external PostgreSQL; without it the server starts an embedded one under DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /**
   * Redis shared by several API nodes: limits, session revocations, settings changes and the
   * socket fan-out live there (ADR 0036). Unset: one node, all of it in PostgreSQL and memory.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .optional(),
  /** Every Redis key and channel starts with it, so deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().min(1).default('wallet:'),
  /** API nodes `npm run start:cluster` forks on this machine (ADR 0036). */
  CLUSTER_NODES: z.coerce.number().int().min(1).max(64).default(2),
  /** The sandbox API (/api/sandbox/*): on by default, off in production unless SANDBOX=true. */
  SANDBOX: flag,
  /** The API documentation (/api/docs): on by default, off in production unless API_DOCS=true. */
  API_DOCS: flag,
  /**
   * A production start refuses sandbox adapters and routes unless this is true (ADR 0023); the
   * game provider leaves the list with GAME_PROVIDER_ADAPTER=http (ADR 0152).
   */
  ALLOW_SANDBOX_IN_PRODUCTION: flag,
  SITE_VARIANT: z.enum(SITE_VARIANTS).default('th'),
  /** Signs member tokens and peppers OTP hashes. Required in production; generated and kept in the database otherwise. */
  TOKEN_SECRET: z.string().min(32).optional(),
  CORS_ORIGINS: z.string().default(''),
  /**
   * Whose X-Forwarded-For to believe: `true` (every hop: only when nothing but the proxy can
   * reach the node), or the proxy's addresses or CIDRs, comma-separated (`10.0.0.5,10.0.1.0/24`):
   * then a client's own X-Forwarded-For is never taken for its address (ADR 0142).
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|1|0|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/, 'true, false, or addresses')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** SMS gateway: the sandbox, a generic HTTP one, ThaiBulkSMS or Twilio (ADR 0144). */
  SMS_ADAPTER: z.enum(['sandbox', 'http', 'thaibulksms', 'twilio']).default('sandbox'),
  SMS_HTTP_URL: z.url().optional(),
  /**
   * Where the team's alerts go (ADRs 0177, 0191): a Telegram bot, a LINE channel, kept in memory (sandbox), or nowhere
   * (off, the default: the back-office's panels only).
   */
  TEAM_ALERTS: z.enum(['off', 'sandbox', 'telegram', 'line']).default('off'),
  SMS_HTTP_TOKEN: z.string().optional(),
  /** Login attempts allowed per client address in 15 minutes (all outcomes). */
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(60),
  /** OTP texts one client address may ask for in an hour (each costs money). */
  OTP_SENDS_PER_IP: z.coerce.number().int().positive().default(20),
  /**
   * Answers per client address in an hour that tell whether a phone is registered: OTP sends,
   * registrations and their validate step (ADR 0024). A registration takes about three.
   */
  PHONE_CHECKS_PER_IP: z.coerce.number().int().positive().default(30),
  /** Failed logins allowed per phone in 15 minutes. */
  LOGIN_FAILURES_PER_PHONE: z.coerce.number().int().positive().default(5),
  /**
   * How long a node trusts a session (and serves a member's wallet answer) it read: a logout or
   * balance change on the same node takes effect at once, on another node within this time.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(2000),
  /**
   * Password hashes (logins, registrations, password changes) one process runs or keeps waiting;
   * past it the request answers REQUEST_LIMIT at once instead of queueing (ADR 0033).
   */
  KDF_QUEUE_MAX: z.coerce.number().int().positive().default(64),
  /** Connections this node keeps to PostgreSQL. */
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  /** Our deadline for one game-provider call; past it the answer counts as unknown. */
  GAME_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Our deadline for one payout-rail call (submit, status); past it the answer counts as unknown. */
  PAYOUT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * How long one recovery task may run in a round; past it the task is abandoned (its calls are
   * already bounded; what it left PENDING is the next round's) and the round goes on (ADR 0066).
   */
  RECOVERY_TASK_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** How often the recovery job looks for pending transfers and withdrawals. */
  RECOVERY_INTERVAL_MS: z.coerce.number().int().positive().default(15_000),
  /** A movement pending this long is the recovery job's: longer than any call still in flight. */
  RECOVERY_AGE_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often the ledger audit runs on its own (besides at start and on an operator's demand; ADR 0091). */
  LEDGER_AUDIT_EVERY_MS: z.coerce.number().int().positive().default(3_600_000),
  /**
   * Who pays approved withdrawals: the sandbox rail, or `manual`: finance pays each in internet
   * banking from the back-office's "to pay" queue and records the bank's reference (ADR 0146).
   */
  PAYOUT_RAIL: z.enum(['sandbox', 'manual']).default('sandbox'),
  /** How the sandbox payout rail answers a withdrawal it is sent (after approval): pay, refuse, or keep it pending. */
  SANDBOX_PAYOUT: sandboxPayoutRequest.shape.decision.default('complete'),
  /**
   * Failed operator sign-ins per username in 15 minutes, the real guard of operator passwords:
   * each attempt is reserved before the KDF and given back when it succeeds (ADRs 0024, 0051).
   */
  OPERATOR_LOGIN_FAILURES: z.coerce.number().int().positive().default(5),
  /**
   * Failed operator sign-ins per address in 15 minutes (reserved and given back the same way):
   * sized for an office of operators behind one address, against one address trying many names.
   */
  OPERATOR_LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(300),
  /**
   * Failed operator sign-ins written to the audit trail per username in 15 minutes, and per
   * address for names that are no operator's (ADR 0128); past it one row says so and the rest
   * are not written (ADR 0051).
   */
  OPERATOR_LOGIN_FAILURES_AUDITED: z.coerce.number().int().positive().default(20),
  /** How often each node looks for new deposit reviews to push to connected finance operators. */
  BACKOFFICE_WATCH_MS: z.coerce.number().int().positive().default(3000),
  /** The built back-office app served at /backoffice/ when its index.html exists. */
  BACKOFFICE_DIST: z.string().default(path.join(repoRoot, 'apps/backoffice/dist')),
  /** Signs and checks payment-gateway webhooks (HMAC-SHA256); derived from the server secret when unset. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** Signs and checks the bank feed's pushes (HMAC-SHA256, as the gateways'); derived from the server secret when unset. */
  BANK_FEED_PUSH_SECRET: z.string().min(32).optional(),
  /** How old a signed webhook may be before it counts as a replay. */
  WEBHOOK_TOLERANCE_S: z.coerce.number().int().positive().default(300),
  /**
   * Who makes the PromptPay QRs: the sandbox gateways, or `opn`: Opn Payments (formerly Omise)
   * charges with a promptpay source (ADR 0148; needs OPN_SECRET_KEY and OPN_PUBLIC_KEY).
   */
  QR_GATEWAY: z.enum(['sandbox', 'opn']).default('sandbox'),
  /** Opn's secret key (skey_…, or skey_test_… on a test account): never logged or stored. */
  OPN_SECRET_KEY: z
    .string()
    .regex(/^skey_(test_)?[0-9a-z]+$/, 'an Opn secret key (skey_…)')
    .optional(),
  /** Opn's public key (pkey_…): kept for the doctor's account check and Opn's client libraries. */
  OPN_PUBLIC_KEY: z
    .string()
    .regex(/^pkey_(test_)?[0-9a-z]+$/, 'an Opn public key (pkey_…)')
    .optional(),
  /** Opn's API; a fake's address in tests. */
  OPN_BASE_URL: z.url().default('https://api.omise.co'),
  /** Our deadline for one QR gateway call (create, cancel, a webhook's read-back). */
  QR_GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * The game providers' wallet: the sandbox, or a bridge speaking our transfer-wallet protocol
   * (docs/providers/transfer-wallet.md, ADR 0150) at GAME_PROVIDER_URL, signed with GAME_PROVIDER_KEY.
   */
  GAME_PROVIDER_ADAPTER: z.enum(['sandbox', 'http']).default('sandbox'),
  GAME_PROVIDER_URL: z.url().optional(),
  /** The shared HMAC key of the bridge (at least 32 characters), or a file holding it (GAME_PROVIDER_KEY_FILE). */
  GAME_PROVIDER_KEY: z.string().min(32).optional(),
  /** Where uploaded files are kept with STORAGE=disk (slips, chat media, site images). */
  UPLOAD_DIR: z.string().optional(),
  /**
   * Where every file the site keeps lives (ADR 0140): this machine's UPLOAD_DIR, or an
   * S3-compatible bucket every node shares (AWS S3, MinIO, Cloudflare R2, Wasabi).
   */
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** The S3-compatible service's address; unset means AWS S3 itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).optional(),
  /** Unset with the secret too: the SDK's own chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addresses (`endpoint/bucket/key`): MinIO and most self-hosted services need it. */
  S3_FORCE_PATH_STYLE: flag,
  /** How long one storage call may go without an answer (connect, or silence mid-transfer). */
  STORAGE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Where the sandbox game provider keeps its books (its own store, not our database). */
  SANDBOX_GAMES_DIR: z.string().optional(),
  /** Slip verification service: the sandbox, a generic HTTP one, EasySlip or SlipOK (ADR 0143). */
  SLIP_VERIFIER: z.enum(['sandbox', 'http', 'easyslip', 'slipok']).default('sandbox'),
  SLIP_VERIFIER_URL: z.url().optional(),
  SLIP_VERIFIER_TOKEN: z.string().optional(),
  /** Slip uploads one member may make in a minute (each may cost seconds of CPU; ADR 0027). */
  SLIP_UPLOADS_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /** Chat messages one member or guest may send in a minute, and one address (issue 25, ADR 0083). */
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Chat uploads one member or guest may make in a minute. */
  CHAT_UPLOADS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Slip images kept per member per (UTC) day; past it uploads are refused (ADR 0027). */
  SLIP_KEPT_PER_DAY: z.coerce.number().int().positive().default(30),
  /** Worker threads that decode slips and read their QR: one core's worth, leaving one for requests. */
  SLIP_DECODE_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(8)
    .default(Math.min(2, Math.max(1, availableParallelism() - 1))),
  /** Where `npm run backup` writes its files. */
  BACKUP_DIR: z.string().default(path.join(repoRoot, 'backups')),
  /** How many backups `npm run backup` keeps in BACKUP_DIR (the oldest go once a new one is written). */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  /** How long a stopping server waits for requests in flight and the recovery round (SIGTERM, SIGINT). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Bearer token Prometheus sends to /metrics; without it there is no /metrics (its counts are
   * business volume: ADR 0035).
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Who redeems TrueMoney gift links: the sandbox service, or `manual`: the redeem API is
   * unofficial, so each link waits in the deposit review queue for finance to redeem it in the
   * TrueMoney app and confirm the amount received, an operator credit (ADR 0147).
   */
  TRUEMONEY: z.enum(['sandbox', 'manual']).default('sandbox'),
  /** The secret the web app encrypts TrueMoney gift links with (VITE_TRUELINK_SECRET there). */
  TRUELINK_SECRET: z.string().min(16).optional(),
  ...vendorEnvShape,
  /**
   * Phone notifications (Web Push, ADR 0156): the VAPID key pair (base64url, as `npx web-push
   * generate-vapid-keys` prints it) and the contact push services may reach (mailto: or https:).
   * The private key may come from a file instead (VAPID_PRIVATE_KEY_FILE, a mounted secret).
   * Unset: off in production; the sandbox makes one pair and keeps it in the database.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}={0,2}$/, 'a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: contact')
    .optional(),
  /**
   * The push services a device's subscription may name, by host (a host or its subdomains): the
   * server posts to the endpoint a member sends, so only to the browsers' own services.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com'),
  /** Our deadline for one push service call; past it the notification is given up (never retried). */
  PUSH_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /**
   * `<point>[:exit|:throw]`: the exploration runner's crash plan (ADR 0178). The named crash point
   * kills the process (`exit`, as kill -9 does) or throws. A sandbox part: refused in production.
   */
  CRASH_AT: z
    .string()
    .refine((value) => parseCrashPlan(value) !== undefined, 'a registered crash point, then :exit or :throw')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<
  Env,
  | 'SANDBOX'
  | 'TRUST_PROXY'
  | 'UPLOAD_DIR'
  | 'SANDBOX_GAMES_DIR'
  | 'ALLOW_SANDBOX_IN_PRODUCTION'
  | 'API_DOCS'
  | 'S3_FORCE_PATH_STYLE'
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'CRASH_AT'
> {
  UPLOAD_DIR: string;
  SANDBOX_GAMES_DIR: string;
  sandbox: boolean;
  apiDocs: boolean;
  allowSandboxInProduction: boolean;
  /** Fastify's trustProxy: all hops, none, or only these addresses (the proxy's). */
  trustProxy: boolean | string[];
  corsOrigins: string[];
  s3ForcePathStyle: boolean;
  /** The configured VAPID keys, or none (ADR 0156). */
  vapid: VapidKeys | undefined;
  /** Where this process kills itself on purpose (CRASH_AT, the exploration only: ADR 0178). */
  crashPlan: CrashPlan | undefined;
}

function trustProxyOf(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  return value.split(',');
}

/** With STORAGE=s3 the bucket is required, and a key id goes with its secret. */
function checkS3(env: Env): void {
  if (env.STORAGE !== 's3') return;
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET is required with STORAGE=s3');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK chain)');
}

/** A VAPID key pair and its contact (ADR 0156). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The contact push services see when none is configured: the site has no other address to give. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@wallet.invalid';

/** Both VAPID keys or neither (the private key from the variable or its _FILE, read with the other secrets). */
function vapidKeys(env: Env): VapidKeys | undefined {
  const privateKey = env.VAPID_PRIVATE_KEY;
  if (!env.VAPID_PUBLIC_KEY && !privateKey) return undefined;
  if (!env.VAPID_PUBLIC_KEY || !privateKey)
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (or _FILE) are set together');
  return { publicKey: env.VAPID_PUBLIC_KEY, privateKey, subject: env.VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withSecretFiles(env));
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid environment: ${fields}`);
  }
  const {
    SANDBOX,
    API_DOCS,
    TRUST_PROXY,
    ALLOW_SANDBOX_IN_PRODUCTION,
    S3_FORCE_PATH_STYLE,
    VAPID_PUBLIC_KEY: _publicKey,
    VAPID_PRIVATE_KEY: _privateKey,
    CRASH_AT,
    ...rest
  } = parsed.data;
  checkS3(rest);
  const production = rest.NODE_ENV === 'production';
  if (production && !rest.TOKEN_SECRET) throw new Error('TOKEN_SECRET is required in production');
  if (rest.SMS_ADAPTER === 'http' && !rest.SMS_HTTP_URL) throw new Error('SMS_HTTP_URL is required');
  if (rest.SLIP_VERIFIER === 'http' && !rest.SLIP_VERIFIER_URL)
    throw new Error('SLIP_VERIFIER_URL is required');
  if (rest.GAME_PROVIDER_ADAPTER === 'http' && !rest.GAME_PROVIDER_URL)
    throw new Error('GAME_PROVIDER_URL is required with GAME_PROVIDER_ADAPTER=http');
  checkVendorCredentials(rest);
  const config: Config = {
    ...rest,
    UPLOAD_DIR: rest.UPLOAD_DIR ?? path.join(rest.DATA_DIR, 'uploads'),
    SANDBOX_GAMES_DIR: rest.SANDBOX_GAMES_DIR ?? path.join(rest.DATA_DIR, 'sandbox-games'),
    sandbox: SANDBOX ?? !production,
    // A map of every route and its inputs helps a developer, and an attacker as much (ADR 0052).
    apiDocs: API_DOCS ?? !production,
    allowSandboxInProduction: ALLOW_SANDBOX_IN_PRODUCTION ?? false,
    trustProxy: trustProxyOf(TRUST_PROXY),
    s3ForcePathStyle: S3_FORCE_PATH_STYLE ?? false,
    corsOrigins: rest.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    vapid: vapidKeys(parsed.data),
    crashPlan: CRASH_AT === undefined ? undefined : parseCrashPlan(CRASH_AT),
  };
  // Sandbox stand-ins credit whatever they are told: never in production by accident.
  const parts = sandboxParts(config);
  if (production && parts.length > 0 && !config.allowSandboxInProduction) refuseSandboxInProduction(parts);
  return config;
}
