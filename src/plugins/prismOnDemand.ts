import type {Plugin} from '@docusaurus/types';

/**
 * Empties the classic theme's client module that registers Prism's extra
 * languages (it puts Prism into every page); `src/theme/CodeBlock/Highlighted.tsx`
 * registers them in the code block's own chunk (src/theme/README.md).
 */
export const PRISM_CLIENT_MODULE = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
  .replace(/\.js$/, '');

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack() {
      // `$`: this exact request only, the one the generated client-modules list makes.
      return {resolve: {alias: {[`${PRISM_CLIENT_MODULE}$`]: false}}};
    },
  };
}
