import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isUnusedRule, unusedClassesIn} from './rules';

type PostCssRule = {selectors: string[]; remove: () => void; parent?: PostCssContainer};
type PostCssContainer = {type: string; nodes?: unknown[]; remove: () => void; parent?: PostCssContainer};

/** The PostCSS step that drops the rules of components the site never shows (./rules.ts). */
export const dropUnusedThemeRules = {
  postcssPlugin: 'drop-unused-theme-rules',
  Rule(rule: PostCssRule) {
    if (!isUnusedRule(rule.selectors)) return;
    const {parent} = rule;
    rule.remove();
    // An at-rule (`@media`) left empty goes too.
    if (parent && parent.type === 'atrule' && parent.nodes?.length === 0) parent.remove();
  },
};

/**
 * Leaves the theme's CSS for components the site never shows out of every
 * page's stylesheet; after the build, fails if a page uses one of them after
 * all (then take its name out of `UNUSED_COMPONENTS`).
 */
export default function unusedThemeCssPlugin(): Plugin {
  return {
    name: 'unused-theme-css',
    configurePostCss(options) {
      options.plugins.push(dropUnusedThemeRules);
      return options;
    },
    async postBuild({outDir, routesPaths, baseUrl}) {
      const problems: string[] = [];
      for (const route of routesPaths) {
        const relative = route.slice(baseUrl.length);
        const file = path.join(
          outDir,
          relative.endsWith('/') || relative === '' ? `${relative}index.html` : `${relative}.html`,
        );
        let html: string;
        try {
          html = readFileSync(file, 'utf8');
        } catch {
          continue;
        }
        const used = unusedClassesIn(html);
        if (used.length > 0) problems.push(`${route}: ${used.join(', ')}`);
      }
      if (problems.length > 0) {
        throw new Error(
          `These pages use theme components whose CSS the build leaves out (src/plugins/unusedThemeCss/rules.ts):\n  ${problems.join('\n  ')}`,
        );
      }
      return Promise.resolve();
    },
  };
}
