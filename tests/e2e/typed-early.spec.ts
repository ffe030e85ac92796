/**
 * What a visitor types into a support form before the site's scripts run (a slow phone) is kept
 * once they do, and is the draft from then on.
 */
import {ALL_FORMS} from '../../src/data/forms';
import {LOCALES} from '../../src/data/locales';
import {ALSO_ON_PHONE, expect, holdScripts, hydrated, localePrefix, test} from './fixtures';

for (const locale of LOCALES)
  for (const form of ALL_FORMS)
    test(
      `${locale}${form.route}: what is typed before the scripts run is kept, and kept as the draft`,
      ALSO_ON_PHONE,
      async ({page}) => {
        const typed = Object.fromEntries(
          form.fields.map((field) => [
            field.name,
            field.type === 'email' ? 'streamer@example.com' : `typed early ${field.id}`,
          ]),
        );
        const scripts = await holdScripts(page);
        await page.goto(`${localePrefix(locale)}${form.route}`.slice(1));
        for (const [name, value] of Object.entries(typed))
          await page.locator(`[name="${name}"]`).pressSequentially(value);
        await scripts.release();
        await hydrated(page);
        for (const [name, value] of Object.entries(typed))
          await expect(page.locator(`[name="${name}"]`)).toHaveValue(value);
        // The page's scripts have it too: a reload brings it back from the draft.
        await page.reload();
        await hydrated(page);
        for (const [name, value] of Object.entries(typed))
          await expect(page.locator(`[name="${name}"]`)).toHaveValue(value);
      },
    );
