/**
 * @jest-environment node
 */
import path from 'node:path';
import type {LoadContext, Plugin, TranslationFile} from '@docusaurus/types';
import frameGuardPlugin, {FRAME_NOTICE_TRANSLATION_FILE} from '@site/src/plugins/frameGuard';
import {FRAME_NOTICE_TEXTS, type FrameNoticeTexts} from '@site/src/ssr/frameGuard';
import {readMessages} from '@site/src/i18n/translationStatus';

/** The plugin's hooks these tests call, typed with its content (the notice texts). */
type FrameGuardPlugin = {
  loadContent: () => Promise<FrameNoticeTexts>;
  getTranslationFiles: NonNullable<Plugin<FrameNoticeTexts>['getTranslationFiles']>;
  translateContent: NonNullable<Plugin<FrameNoticeTexts>['translateContent']>;
  injectHtmlTags: (args: {content: FrameNoticeTexts}) => {headTags: {tagName: string; innerHTML: string}[]};
};

const plugin = frameGuardPlugin({} as LoadContext, {}) as unknown as FrameGuardPlugin;

/** The notice texts a build of `locale` gets, through the plugin's lifecycle as Docusaurus runs it. */
async function noticeTextsIn(locale: string): Promise<FrameNoticeTexts> {
  const content = await plugin.loadContent();
  const files = await plugin.getTranslationFiles({content});
  const translationFiles: TranslationFile[] = files.map((file) => ({
    path: file.path,
    content: {...file.content, ...readMessages(path.resolve('i18n', locale, 'frame-guard', `${file.path}.json`))},
  }));
  return plugin.translateContent({content, translationFiles});
}

describe('the frame guard plugin', () => {
  it('gives translators one file with every notice text, its English and what it is', async () => {
    const files = await plugin.getTranslationFiles({content: await plugin.loadContent()});
    expect(files.map(({path: file}) => file)).toEqual([FRAME_NOTICE_TRANSLATION_FILE]);
    for (const [key, english] of Object.entries(FRAME_NOTICE_TEXTS)) {
      expect(files[0]!.content[key]?.message).toBe(english);
      expect(files[0]!.content[key]?.description?.length).toBeGreaterThan(0);
    }
  });

  it('writes the small guard at the top of every page, with the notice in the built locale, and no markup', async () => {
    const tags = plugin.injectHtmlTags({content: await noticeTextsIn('es')});
    // Nothing in the body: a text browser, which runs no script, would show it on every page.
    expect(Object.keys(tags)).toEqual(['headTags']);
    const [guard] = tags.headTags;
    expect(guard?.tagName).toBe('script');
    expect(guard?.innerHTML).toContain('Por tu seguridad, esta página solo funciona en su propia ventana.');
    expect(guard?.innerHTML).toContain('Abrir la página en su propia ventana');
    // The notice's markup is escaped: nothing in it can end the script early.
    expect(guard?.innerHTML).not.toContain('</');
    expect(guard?.innerHTML.length).toBeLessThan(900);
    expect(plugin.injectHtmlTags({content: FRAME_NOTICE_TEXTS}).headTags[0]?.innerHTML).toContain(
      FRAME_NOTICE_TEXTS.message,
    );
  });
});
