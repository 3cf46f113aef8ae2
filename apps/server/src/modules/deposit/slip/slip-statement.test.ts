import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf, slipsReply, type SlipsReply, slipApi } from '@wallet/contract';
import { TEST_SECRET } from '../../../../test/harness.ts';
import { useFundedMember, useTestApp } from '../../../../test/fixture.ts';
import { MONEY_TEST_ENV, get, post, type Player } from '../../../../test/money.ts';
import { SlipImageUrls } from './slip-image-url.ts';
import { sandboxSlip, setSlipWindow, uploadSlip, usernameOf } from '../../../../test/kits/slip.ts';
import { call } from '../../../../test/call.ts';

const t = useTestApp(MONEY_TEST_ENV);
const member = useFundedMember(t, 0);
const other = useFundedMember(t, 0);
const references: string[] = [];

function blankPng(side: number): Buffer {
  const png = new PNG({ width: side, height: side });
  png.data.fill(255);
  return PNG.sync.write(png);
}

beforeAll(async () => {
  await setSlipWindow(t, 'open');
  // 11 unreadable slips of distinct sizes, then one that credits: 12 in all, the newest SUCCESS.
  for (let i = 0; i < 11; i += 1)
    references.push((await uploadSlip(t, member, blankPng(120 + i))).body.reference);
  const { image } = await sandboxSlip(t, { amount: 75, username: await usernameOf(t, member) });
  references.push((await uploadSlip(t, member, image)).body.reference);
});

async function slipPage(player: Player, page: number, limit: number) {
  const response = await post(t.app, player, slipApi.list, { page, limit });
  return { statusCode: response.statusCode, body: response.json() as SlipsReply };
}

describe('POST /api/statement/slip', () => {
  it("pages the member's own slips, newest first", async () => {
    const first = await slipPage(member, 1, 10);
    expect(first.statusCode).toBe(200);
    expect(slipsReply.parse(first.body).total).toBe(12);
    expect(first.body.slips.map((slip) => slip.reference)).toEqual(references.slice(2).reverse());
    expect(first.body.slips[0]).toMatchObject({ status: 'SUCCESS', amount: 75, note: null });
    expect(first.body.slips[1]).toMatchObject({
      status: 'FAILED',
      note: 'UNSTABLE_REFNO_ON_SLIP',
      amount: 0,
    });
    const second = await slipPage(member, 2, 10);
    expect(second.body).toMatchObject({ total: 12 });
    expect(second.body.slips.map((slip) => slip.reference)).toEqual(references.slice(0, 2).reverse());
    expect((await slipPage(member, 3, 10)).body).toEqual({ total: 12, slips: [] });
    expect((await slipPage(other, 1, 10)).body).toEqual({ total: 0, slips: [] });
  });

  it('refuses a malformed page request', async () => {
    const response = await post(t.app, member, slipApi.list, { page: 0, limit: 10 });
    expect([response.statusCode, response.json()]).toEqual([400, { message: 'KEY_INVALID' }]);
  });
});

describe('slip images', () => {
  async function urlOf(player: Player, reference: string) {
    const response = await get(t.app, player, slipApi.reference, { reference });
    return { statusCode: response.statusCode, body: response.json() as { url?: string; message?: string } };
  }

  it('gives the owner a signed link that serves the stored image without a token', async () => {
    const reference = references.at(-1)!;
    const { statusCode, body } = await urlOf(member, reference);
    expect(statusCode).toBe(200);
    expect(body.url).toMatch(
      new RegExp(`^${pathOf(slipApi.image, { reference })}\\?expires=\\d+&signature=`),
    );
    const image = await t.app.inject({ method: 'GET', url: body.url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(PNG.sync.read(image.rawPayload).width).toBe(600);
  });

  it("answers NO_DATA for another member's slip, as for a missing one", async () => {
    expect(await urlOf(other, references[0]!)).toEqual({ statusCode: 404, body: { message: 'NO_DATA' } });
    expect(await urlOf(member, 'no-such-slip')).toEqual({ statusCode: 404, body: { message: 'NO_DATA' } });
    expect((await urlOf(member, 'bad.reference')).statusCode).toBe(400);
  });

  it('refuses a tampered, re-pointed or expired link', async () => {
    const [reference, another] = [references.at(-1)!, references[0]!];
    const { url } = (await urlOf(member, reference)).body;
    const signature = new URL(url!, 'http://x').searchParams.get('signature')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const expires = Number(new URL(url!, 'http://x').searchParams.get('expires'));
    const expired = new SlipImageUrls(TEST_SECRET).urlFor(reference, Date.now() - 10 * 60_000);
    for (const bad of [
      url!.replace(signature, flipped),
      url!.replace(`/${reference}?`, `/${another}?`),
      url!.replace(`expires=${expires}`, `expires=${expires + 3600}`),
      expired,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: bad });
      expect([response.statusCode, response.json()]).toEqual([404, { message: 'NO_DATA' }]);
    }
    const missing = await call(t.app, slipApi.image, { params: { reference } });
    expect(missing.statusCode).toBe(400);
  });
});
