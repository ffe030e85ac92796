import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The folder of the translations Docusaurus hands every page (`@generated/codeTranslations`). */
const CODE_TRANSLATIONS_FILE = 'codeTranslations.json';

/** Where the components whose texts go through `./transform.ts` are: the site's and Docusaurus' own. */
export function codeDirs(siteDir: string): string[] {
  const packages = path.join(siteDir, 'node_modules', '@docusaurus');
  return [
    path.join(siteDir, 'src'),
    ...(existsSync(packages) ? readdirSync(packages).map((name) => path.join(packages, name, 'lib')) : []),
  ].filter((dir) => existsSync(dir));
}

/**
 * The texts of the components as the build compiles them (./transform.ts).
 * Docusaurus hands every page all the code translations of its language, in
 * the main bundle (src/theme/README.md: the gain, and when this can go).
 */
export default function codeTranslationsPlugin(context: LoadContext): Plugin {
  const {siteDir, generatedFilesDir} = context;
  // A context without languages (the config read outside a build) compiles as the default language.
  const {i18n} = context as Partial<LoadContext>;
  const translated = i18n !== undefined && i18n.currentLocale !== i18n.defaultLocale;
  return {
    name: 'code-translations',
    configureWebpack() {
      const dirs = codeDirs(siteDir);
      const messagesFile = path.join(generatedFilesDir, CODE_TRANSLATIONS_FILE);
      return {
        module: {
          rules: [
            {
              test: /\.[jt]sx?$/,
              include: dirs,
              enforce: 'pre' as const,
              use: [
                {loader: path.join(__dirname, 'loader.cjs'), options: {messagesFile: translated ? messagesFile : null}},
              ],
            },
            ...(translated
              ? [
                  {
                    test: (file: string) => file === messagesFile,
                    use: [{loader: path.join(__dirname, 'loader.cjs'), options: {dirs}}],
                  },
                ]
              : []),
          ],
        },
      };
    },
  };
}
