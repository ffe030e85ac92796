import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The theme's own components, whose texts carry descriptions too. */
const THEME_PACKAGES = ['@docusaurus/theme-classic', '@docusaurus/theme-common', '@docusaurus/plugin-content-docs'];

/**
 * Leaves the translations' descriptions (notes for translators) out of the
 * code the browser loads: see ./strip.ts. The site's own components (`src/`)
 * and the theme's are read; the translation files keep every description.
 */
export default function translationDescriptionsPlugin(context: LoadContext): Plugin {
  return {
    name: 'translation-descriptions',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.[jt]sx?$/,
              include: [
                path.join(context.siteDir, 'src'),
                ...THEME_PACKAGES.map((name) => path.join(context.siteDir, 'node_modules', name, 'lib')),
              ],
              enforce: 'pre' as const,
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
