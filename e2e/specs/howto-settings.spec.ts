import { expect, test } from '../support/site-wide.ts';
import { pathOf, settingsOperatorApi } from '@wallet/contract';
import { signInDemoAdmin } from '../support/backoffice.ts';
import { chooseLocale, screenshot } from '../support/screens.ts';
import { settingDefaults } from '../../apps/server/src/modules/settings/index.ts';

// Site-wide (its name ends in settings.spec.ts): it changes what every member's /howto shows.
test.use({ viewport: { width: 1280, height: 860 } });

test("how-to videos: an admin's title and links reach the member page (ADR 0118)", async ({
  page,
  browser,
}) => {
  await signInDemoAdmin(page);
  const token = (await page.evaluate(() => sessionStorage.getItem('backoffice-token')))!;
  await page.goto('/backoffice/settings/howto');
  await expect(page.getByTestId('settings-form-howto')).toBeVisible();

  const member = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const memberPage = await member.newPage();
  try {
    // A video page is not a video file: refused beside the link, nothing sent.
    await page.getByTestId('text-howto.play.link-en').fill('https://www.youtube.com/watch?v=abc');
    await page.getByTestId('settings-save').click();
    await expect(page.getByTestId('error-howto.play.link')).toBeVisible();
    await screenshot(page, 'en', 'backoffice-settings-howto-refused');

    // A new English title, and the wallet's Lao link left empty: Lao members play the English clip.
    await page.getByTestId('text-howto.play.link-en').fill('/howto/en/play.webm');
    await page.getByTestId('text-howto.play.title-en').fill('Play in three steps');
    await page.getByTestId('text-howto.wallet.link-la').fill('');
    await expect(page.getByTestId('missing-howto.wallet.link-la')).toBeVisible();
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
    await page.getByTestId('settings-save').click();
    expect((await saved).status()).toBe(200);

    await memberPage.goto('/howto');
    await chooseLocale(memberPage, 'en');
    await expect(memberPage.getByTestId('howto-play')).toContainText('Play in three steps');
    await chooseLocale(memberPage, 'la');
    await memberPage.getByTestId('howto-wallet').click();
    await expect(memberPage.getByTestId('howto-video')).toHaveAttribute('data-language', 'en');
    await screenshot(memberPage, 'la', 'howto-video-english-fallback', false);
  } finally {
    const restored = await page.request.put(pathOf(settingsOperatorApi.howto.change), {
      headers: { authorization: `Bearer ${token}` },
      data: { howto: settingDefaults.howto },
    });
    expect(restored.ok()).toBe(true);
    await member.close();
  }
});
