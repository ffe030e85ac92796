import type {Plugin} from '@docusaurus/types';

/**
 * V8's explicit compile hint: a script that starts with this comment has all
 * its functions compiled as it downloads, on the thread that streams it,
 * instead of one by one on the main thread as each is first called
 * (https://v8.dev/blog/explicit-compile-hints, Chrome 136 and later; to
 * other browsers it is a comment).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint first in the entry scripts, the runtime and the main
 * script (React, the router, the theme), most of whose functions run as the
 * page starts. Their lazy compiling was a large part of the start-up's tasks
 * on a phone; the page chunks, smaller, are left as they are. Added after
 * the minifier, which drops comments, and before the content hash, which
 * covers it.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
