import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {compareVersions, isVersion} from './compareVersions';

/**
 * Orders the patch notes newest release first by their `version` front
 * matter (release dates are not published). Runs at build time as the
 * blog's `processBlogPosts`; a post without a valid version stops the build
 * with a message that names its file.
 */
export function sortReleasesNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  const versionOf = (post: BlogPost): string => {
    const version = post.metadata.frontMatter.version;
    if (!isVersion(version)) {
      throw new Error(
        `Patch note ${post.metadata.source} needs a front matter "version" such as 1.6.1 (in quotes for two-part versions like '1.6').`,
      );
    }
    return version;
  };
  posts.forEach(versionOf);
  const sorted = [...posts].sort((a, b) => compareVersions(versionOf(b), versionOf(a)));
  sorted.forEach((post, index) => {
    const next = sorted[index + 1];
    if (next && compareVersions(versionOf(post), versionOf(next)) === 0) {
      throw new Error(
        `Patch notes ${post.metadata.source} and ${next.metadata.source} both claim version ${versionOf(post)}.`,
      );
    }
  });
  return sorted;
}
