import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  authApi,
  IDEMPOTENCY_HEADER,
  lookupApi,
  operatorAuthApi,
  operatorEnrolmentApi,
  operatorsApi,
  operatorsSandboxApi,
  pathOf,
  sandboxApi,
  settingChangesApi,
  slipApi,
  withdrawApi,
  type EnrolmentOffer,
  type OperatorGrantReply,
  type SettingChange,
} from '@wallet/contract';
import { generateSync } from 'otplib';
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoOperator } from '../../apps/server/src/demo-data.ts';
import type { Player } from './money.ts';
import type { Locale } from './screens.ts';

/** The member's bearer token, from the member API's own login. */
export async function memberToken(request: APIRequestContext, player: Player): Promise<string> {
  const response = await request.post(pathOf(authApi.login), {
    data: { username: player.phone, password: player.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A withdrawal the member asks for; with operator approval on, it waits in the finance queue. */
export async function requestWithdrawal(
  request: APIRequestContext,
  token: string,
  amount: number,
): Promise<string> {
  const response = await request.post(pathOf(withdrawApi.withdraw), {
    headers: { authorization: `Bearer ${token}`, [IDEMPOTENCY_HEADER]: randomUUID().replace(/-/g, '') },
    data: { amount },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { reference: string }).reference;
}

/**
 * A real slip of a real sandbox transfer, uploaded while the verifier service errors once: the
 * slip stays PENDING and lands in the operators' deposit reviews.
 */
export async function uploadUndecidedSlip(
  request: APIRequestContext,
  token: string,
  player: Player,
  amount: number,
): Promise<string> {
  expect(
    (await request.put(pathOf(sandboxApi.slipVerifier), { data: { mode: 'error', times: 1 } })).ok(),
  ).toBe(true);
  const slip = await request.get(pathOf(sandboxApi.slip), { params: { amount, username: player.phone } });
  expect(slip.ok(), await slip.text()).toBe(true);
  const uploaded = await request.post(pathOf(slipApi.upload), {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'slip.png', mimeType: 'image/png', buffer: await slip.body() } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const entry = (await uploaded.json()) as { status: string; reference: string };
  expect(entry.status).toBe('PENDING');
  return entry.reference;
}

/** TOTP's time step, 30 s. */
const STEP_MS = 30_000;

/**
 * Where the steps already signed in with on a server are claimed, one empty file per operator and
 * step. A file and not a variable: Playwright starts a new worker after a failed test, and a
 * worker that forgot the step the last one used would send a code the server has seen and be
 * refused (a code is good once and only a newer one after it, ADR 0051), failing every test after.
 * Per server: the run's, and each site-wide worker's own (ADR 0206), each sees its own codes.
 */
function claimsDirectory(server: string): string {
  const directory = join(tmpdir(), 'wallet-e2e-totp', server.replace(/[^a-z0-9]+/gi, '-'));
  mkdirSync(directory, { recursive: true });
  return directory;
}

/** The origin a request context's calls go to (its base URL, which may be a worker's own site). */
export async function serverOf(request: APIRequestContext): Promise<string> {
  return new URL((await request.get(pathOf(lookupApi.info))).url()).origin;
}

/** The newest step claimed for an operator by any worker of this run, -1 when none. */
function lastClaimedStep(directory: string, username: string): number {
  const prefix = `${username}.`;
  return readdirSync(directory)
    .filter((name) => name.startsWith(prefix))
    .map((name) => Number(name.slice(prefix.length)))
    .reduce((last, step) => (Number.isInteger(step) ? Math.max(last, step) : last), -1);
}

/** Claims a step for an operator, false when another worker claimed it first (the file exists). */
function claimStep(directory: string, username: string, step: number): boolean {
  try {
    closeSync(openSync(join(directory, `${username}.${step}`), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * A code the server takes now and has not seen: the one an authenticator shows now or, when that
 * one is used, the next one (what a phone whose clock runs up to 30 s fast shows: the server takes
 * one step either side, ADR 0051). Only a third sign-in within one step waits for the next step.
 */
export async function freshCode(server: string, username: string, secret: string): Promise<string> {
  const directory = claimsDirectory(server);
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const last = lastClaimedStep(directory, username);
    const step = [now, now + 1].find((candidate) => candidate > last);
    if (step === undefined) {
      await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 250));
    } else if (claimStep(directory, username, step)) {
      return generateSync({ secret, epoch: (step * STEP_MS) / 1000 });
    }
  }
}

/**
 * Signs in on the back-office's one form, as a person does: username, password and the six
 * digits an authenticator app shows now for the secret (ADR 0051), and waits for the answer: the
 * operator's name in the side bar, or the form's error for a sign-in that is to be refused.
 */
export async function signInOperator(
  page: Page,
  operator: { username: string; password: string; totpSecret: string },
  onFilled?: () => Promise<void>,
  /** A sign-in the server refuses before it reads the code (a locked operator): it uses up no code. */
  { refused = false }: { refused?: boolean } = {},
) {
  const form = page.getByTestId('sign-in-form');
  await expect(form).toBeVisible();
  await form.locator('input[name="username"]').fill(operator.username);
  await form.locator('input[name="password"]').fill(operator.password);
  const code = refused
    ? generateSync({ secret: operator.totpSecret })
    : await freshCode(new URL(page.url()).origin, operator.username, operator.totpSecret);
  await form.locator('input[name="totp"]').fill(code);
  await onFilled?.();
  await page.getByTestId('sign-in-submit').click();
  // The answer, before anything else happens in the tab: a navigation right after the click
  // aborted the sign-in's request, and the next step then waited on the sign-in form.
  await expect(page.getByTestId(refused ? 'sign-in-error' : 'operator-name')).toBeVisible();
}

/**
 * The demo admin's session for this run: signed in once through the API and kept in the claims
 * folder, so every spec and every worker after a failure reuses it. One code per 30 s step is all
 * TOTP gives an operator (ADR 0051); signing the demo admin in through the form in each of the
 * run's serial specs waited up to a step each. A session ended (idle, revoked) signs in again.
 */
async function demoAdminSession(request: APIRequestContext): Promise<string> {
  const file = join(claimsDirectory(await serverOf(request)), 'demo-admin.session');
  if (existsSync(file)) {
    const token = readFileSync(file, 'utf8');
    const me = await request.get(pathOf(operatorAuthApi.me), {
      headers: { authorization: `Bearer ${token}` },
    });
    if (me.ok()) return token;
  }
  const token = await operatorApiToken(request, demoOperator);
  writeFileSync(file, token);
  return token;
}

/**
 * The demo admin in the back-office. With onFilled, through the sign-in form as a person does (the
 * form's own spec); otherwise on the run's one API session put where the back-office keeps its
 * token (that tab's sessionStorage), so a spec about the queues does not wait for a TOTP step.
 */
export async function signInDemoAdmin(page: Page, onFilled?: () => Promise<void>) {
  await page.goto('/backoffice/');
  if (onFilled) {
    await signInOperator(page, demoOperator, onFilled);
  } else {
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    const token = await demoAdminSession(page.request);
    await page.evaluate((value) => sessionStorage.setItem('backoffice-token', value), token);
    await page.reload();
  }
  await expect(page.getByTestId('operator-name')).toContainText(demoOperator.name);
}

/** Wrong passwords for an operator, through the API, until its sign-in is locked (five by default). */
export async function lockOperatorSignIn(request: APIRequestContext, username: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await request.post(pathOf(operatorAuthApi.login), {
      data: { username, password: `not-the-password-${attempt}`, totp: '000000' },
    });
    if (response.status() === 429) return;
    expect(response.status(), await response.text()).toBe(401);
    expect(attempt).toBeLessThan(20);
  }
}

/** The back-office in a language: its own select (per tab, ADR 0092), then the page's lang. */
export async function chooseBackofficeLocale(page: Page, locale: Locale) {
  await page.getByTestId('language-select').first().selectOption(locale);
  await page.waitForFunction(
    (want) => document.documentElement.lang === want,
    locale === 'la' ? 'lo' : locale,
  );
}

/** An operator as signInOperator takes it. */
export interface Operator {
  username: string;
  password: string;
  totpSecret: string;
}

/**
 * A new operator made by an admin through the API, enrolled as the operator would through the
 * link the admin passes on (ADR 0129): the admin's answer has no password or secret; the
 * operator's own password is set and the secret read on the link's page. On a site with one admin
 * it needs no confirmation; with two, a second admin confirms it. An operator made now is too new to be a second approver, and
 * never independent of the admin or of another operator the admin made: second approvers are the
 * seeded demo finance operators (`demoFinanceOperators`).
 */
export async function createOperator(
  request: APIRequestContext,
  adminToken: string,
  role: 'admin' | 'finance' | 'support',
  name: string,
): Promise<Operator> {
  const password = `${role}-pass-e2e-123`;
  const created = await request.post(pathOf(operatorsApi.create), {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      username: `${role}${Date.now() % 1_000_000}${randomUUID().slice(0, 4)}`,
      name,
      role,
      reason: 'e2e operator',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const reply = (await created.json()) as OperatorGrantReply;
  expect(JSON.stringify(reply)).not.toMatch(/secret|otpauth|password/i);
  const totpSecret = await enrolThroughLink(request, reply.link!.path, reply.operator.username, password);
  // Specs before this one may have made a second admin (seasonedAdmin): then a second admin
  // confirms the new operator before it can sign in, as on a site with two admins.
  if (reply.needsConfirmation) {
    const confirmer = await operatorApiToken(request, await seasonedAdmin(request, 'E2E confirming admin'));
    const confirmed = await request.post(
      pathOf(operatorsApi.confirm, { operatorId: String(reply.operator.id) }),
      {
        headers: { authorization: `Bearer ${confirmer}` },
        data: { reason: 'e2e: confirmed by a second admin' },
      },
    );
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  return { username: reply.operator.username, password, totpSecret };
}

/** Uses an enrolment link through the API: the offered secret, the operator's password, a first code. */
export async function enrolThroughLink(
  request: APIRequestContext,
  path: string,
  username: string,
  password: string,
): Promise<string> {
  const token = path.split('/').pop()!;
  const offer = await request.get(pathOf(operatorEnrolmentApi.offer, { token }));
  expect(offer.status(), await offer.text()).toBe(200);
  const secret = ((await offer.json()) as EnrolmentOffer).enrolment.secret;
  const enrolled = await request.post(pathOf(operatorEnrolmentApi.enrol, { token }), {
    data: { password, totp: await freshCode(new URL(offer.url()).origin, username, secret) },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  return secret;
}

/** The signed-in operator's bearer token, as the back-office keeps it. */
export async function operatorTokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => sessionStorage.getItem('backoffice-token')))!;
}

/** A decision's confirmation: the reason written, then confirmed; the dialog closes. */
export async function confirmWithReason(page: Page, reason: string) {
  const dialog = page.getByTestId('confirm-dialog').or(page.getByTestId('review-confirm'));
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('confirm-reason').fill(reason);
  await dialog.getByTestId('confirm-submit').click();
  await expect(dialog).toHaveCount(0);
}

/**
 * A second admin as a site that ran for a while has one (ADR 0130): made by the shell (no admin
 * made it, so it is independent of the demo admin), its creation set back 100 hours, past the
 * 72 h in which a new admin is no second admin. The sandbox's route; the server has no other.
 */
export async function seasonedAdmin(request: APIRequestContext, name: string): Promise<Operator> {
  const made = await request.post(pathOf(operatorsSandboxApi.seasoned), {
    data: { role: 'admin', name, hours: 100 },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return (await made.json()) as Operator;
}

/** An operator's bearer token from the API's own sign-in (password and a fresh TOTP code). */
export async function operatorApiToken(request: APIRequestContext, operator: Operator): Promise<string> {
  const response = await request.post(pathOf(operatorAuthApi.login), {
    data: {
      username: operator.username,
      password: operator.password,
      totp: await freshCode(await serverOf(request), operator.username, operator.totpSecret),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A second admin confirms a waiting money settings change through the API (ADR 0130): it applies. */
export async function confirmSettingChange(
  request: APIRequestContext,
  token: string,
  changeId: number,
): Promise<SettingChange> {
  const response = await request.post(pathOf(settingChangesApi.confirm, { changeId }), {
    headers: { authorization: `Bearer ${token}` },
    data: { reason: 'e2e: checked with the asker' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const confirmed = (await response.json()) as SettingChange;
  expect(confirmed.status).toBe('APPLIED');
  return confirmed;
}

/**
 * Saves the open settings form holding a money-control setting (ADR 0130): the form asks why, the
 * change is sent and waits (202), and the form says so. The waiting change, for its confirmation.
 */
export async function saveWaitingSettings(page: Page, reason: string): Promise<SettingChange> {
  await page.getByTestId('settings-save').click();
  const dialog = page.getByTestId('settings-change-reason');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('confirm-reason').fill(reason);
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
  await dialog.getByTestId('confirm-submit').click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(202);
  await expect(page.getByTestId('settings-change-waiting')).toBeVisible();
  return ((await response.json()) as { pending: SettingChange }).pending;
}
