import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme registers Prism's extra languages from a client module,
 * which puts Prism (and prism-react-renderer) into the code every page loads,
 * although only pages with a code block use it. This empties that client
 * module; `src/theme/CodeBlock/Highlighted.tsx` registers the languages
 * instead, in the chunk that code blocks load on demand.
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
