/**
 * How Deck Hopper will show an address given to Open URL or a popup, by a docs
 * version's media rules: a YouTube video when its id has the right length, a
 * video when it ends in a video extension, else an image, so another video
 * format or a video page (Twitch) shows nothing. Reads the text only.
 */
import {translate} from '@docusaurus/Translate';
import type {MediaRules} from '../rules';

/** Longest address the checker reads. */
export const MAX_ADDRESS_LENGTH = 2048;

export type MediaCheck =
  | {kind: 'empty'}
  /** Not a web address at all; `reason` says what to fix. */
  | {kind: 'notAddress'; reason: string}
  | {kind: 'youtube'; id: string}
  /** `youtubeProblem`: the address is YouTube's, but has no usable video id, and why. */
  | {kind: 'video'; extension: string; youtubeProblem?: string}
  | {kind: 'image'; youtubeProblem?: string}
  /** Treated as an image, but a video file of another format or a video page: nothing shows. */
  | {kind: 'notShown'; extension: string; youtubeProblem?: string}
  | {kind: 'notShown'; domain: string; youtubeProblem?: string};

/** The video id a YouTube address carries (possibly of the wrong length), '' if none; null if the address is not YouTube's. */
export function youtubeIdCandidate(url: URL, {youtube}: MediaRules): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (youtube.shortHosts.includes(host)) return segments[0] ?? '';
  if (!youtube.longHosts.includes(host)) return null;
  if (segments[0] === 'watch') return url.searchParams.get(youtube.watchParam) ?? '';
  if (segments[0] && youtube.idPaths.includes(segments[0])) return segments[1] ?? '';
  return '';
}

function youtubeProblem(id: string, idLength: number): string {
  if (id === '') {
    return translate({
      id: 'help.mediaChecker.youTube.noId',
      message: 'This is a YouTube address, but it holds no video id.',
    });
  }
  const shown = id.length > 20 ? `${id.slice(0, 19)}…` : id;
  if (id.length !== idLength) {
    return translate(
      {
        id: 'help.mediaChecker.youTube.idLength',
        message: 'This is a YouTube address, but its video id "{id}" has {length} characters instead of {expected}.',
      },
      {id: shown, length: id.length, expected: idLength},
    );
  }
  return translate(
    {
      id: 'help.mediaChecker.youTube.idCharacters',
      message: 'This is a YouTube address, but its video id "{id}" has characters a video id never has.',
    },
    {id: shown},
  );
}

const notWebAddress = () =>
  translate({
    id: 'help.mediaChecker.notWebAddress',
    message: 'This is not a web address. It should start with https://',
  });

function parseAddress(text: string, webSchemes: readonly string[]): URL | string {
  if (/\s/.test(text)) return translate({id: 'help.mediaChecker.spaces', message: 'A web address has no spaces.'});
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return /^[\w-]+(\.[\w-]+)+([/?#]|$)/.test(text)
      ? translate(
          {
            id: 'help.mediaChecker.incomplete',
            message: 'This is not a complete web address: start it with https://, as in https://{address}',
          },
          {address: text},
        )
      : notWebAddress();
  }
  if (!webSchemes.includes(url.protocol)) return notWebAddress();
  return url;
}

export function checkMediaAddress(input: string, rules: MediaRules): MediaCheck {
  const text = input.trim();
  if (text === '') return {kind: 'empty'};
  if (text.length > MAX_ADDRESS_LENGTH) {
    return {
      kind: 'notAddress',
      reason: translate({id: 'help.mediaChecker.tooLong', message: 'This is too long to be a media address.'}),
    };
  }
  const url = parseAddress(text, rules.webSchemes);
  if (typeof url === 'string') return {kind: 'notAddress', reason: url};

  const candidate = youtubeIdCandidate(url, rules);
  let problem: string | undefined;
  if (candidate !== null) {
    if (rules.youtube.idPattern.test(candidate)) return {kind: 'youtube', id: candidate};
    problem = youtubeProblem(candidate, rules.youtube.idLength);
  }
  const path = url.pathname.toLowerCase();
  const extension = rules.videoExtensions.find((ending) => path.endsWith(ending));
  const withProblem = problem ? {youtubeProblem: problem} : {};
  if (extension) return {kind: 'video', extension, ...withProblem};
  const other = rules.otherVideoExtensions.find((ending) => path.endsWith(ending));
  if (other) return {kind: 'notShown', extension: other, ...withProblem};
  const host = url.hostname.toLowerCase();
  const domain = rules.videoPageDomains.find((name) => host === name || host.endsWith(`.${name}`));
  if (domain) return {kind: 'notShown', domain, ...withProblem};
  return {kind: 'image', ...withProblem};
}
