/**
 * @jest-environment node
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import frameGuardPlugin, {FRAME_NOTICE_TEXTS, FRAME_NOTICE_TRANSLATION_FILE} from '@site/src/plugins/frameGuard';
import type {PageTexts} from '@site/src/plugins/pageTexts';
import {pageTextsIn} from '../../helpers/pageTexts';

type FrameNoticeTexts = PageTexts<keyof typeof FRAME_NOTICE_TEXTS>;

const plugin = frameGuardPlugin({} as LoadContext, {}) as Plugin<FrameNoticeTexts>;
const injectHtmlTags = (content: FrameNoticeTexts) =>
  plugin.injectHtmlTags!({content}) as {headTags: {tagName: string; innerHTML: string}[]};

describe('the frame guard plugin', () => {
  it('gives translators one file with every notice text, its English and what it is', async () => {
    const files = await plugin.getTranslationFiles!({content: FRAME_NOTICE_TEXTS});
    expect(files.map(({path: file}) => file)).toEqual([FRAME_NOTICE_TRANSLATION_FILE]);
    for (const [key, english] of Object.entries(FRAME_NOTICE_TEXTS)) {
      expect(files[0]!.content[key]?.message).toBe(english);
      expect(files[0]!.content[key]?.description?.length).toBeGreaterThan(0);
    }
  });

  it('keeps English where the locale has no translations', async () => {
    expect(await pageTextsIn(plugin, 'en')).toEqual(FRAME_NOTICE_TEXTS);
  });

  it('writes the small guard at the top of every page, with the notice in the built locale, and no markup', async () => {
    const tags = injectHtmlTags(await pageTextsIn(plugin, 'es'));
    // Nothing in the body: a text browser, which runs no script, would show it on every page.
    expect(Object.keys(tags)).toEqual(['headTags']);
    const [guard] = tags.headTags;
    expect(guard?.tagName).toBe('script');
    expect(guard?.innerHTML).toContain('Por tu seguridad, esta página solo funciona en su propia ventana.');
    expect(guard?.innerHTML).toContain('Abrir la página en su propia ventana');
    // The notice's markup is escaped: nothing in it can end the script early.
    expect(guard?.innerHTML).not.toContain('</');
    expect(guard?.innerHTML.length).toBeLessThan(900);
    expect(injectHtmlTags(FRAME_NOTICE_TEXTS).headTags[0]?.innerHTML).toContain(FRAME_NOTICE_TEXTS.message);
  });
});
