/**
 * How Deck Hopper will show an address given to Open URL or a popup, by the
 * rules of `src/data/mediaRules.ts`: a YouTube address plays as a YouTube
 * video when its video id has the right length, an address ending in a video
 * extension plays as a video, anything else is shown as an image. Reads the
 * text only: nothing is fetched.
 */
import {translate} from '@docusaurus/Translate';
import {
  VIDEO_EXTENSIONS,
  WEB_SCHEMES,
  YOUTUBE_ID_LENGTH,
  YOUTUBE_ID_PATHS,
  YOUTUBE_ID_PATTERN,
  YOUTUBE_LONG_HOSTS,
  YOUTUBE_SHORT_HOSTS,
  YOUTUBE_WATCH_PARAM,
} from '../data/mediaRules';

/** Longest address the checker reads. */
export const MAX_ADDRESS_LENGTH = 2048;

export type MediaCheck =
  | {kind: 'empty'}
  /** Not a web address at all; `reason` says what to fix. */
  | {kind: 'notAddress'; reason: string}
  | {kind: 'youtube'; id: string}
  /** `youtubeProblem`: the address is YouTube's, but has no usable video id, and why. */
  | {kind: 'video'; extension: string; youtubeProblem?: string}
  | {kind: 'image'; youtubeProblem?: string};

const isOneOf = (values: readonly string[], value: string) => values.includes(value);

/** The video id a YouTube address carries (possibly of the wrong length), '' if none; null if the address is not YouTube's. */
export function youtubeIdCandidate(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (isOneOf(YOUTUBE_SHORT_HOSTS, host)) return segments[0] ?? '';
  if (!isOneOf(YOUTUBE_LONG_HOSTS, host)) return null;
  if (segments[0] === 'watch') return url.searchParams.get(YOUTUBE_WATCH_PARAM) ?? '';
  if (segments[0] && isOneOf(YOUTUBE_ID_PATHS, segments[0])) return segments[1] ?? '';
  return '';
}

/* The messages are in the page's language (`translate` reads the built locale's code.json). */

function youtubeProblem(id: string): string {
  if (id === '') {
    return translate({
      id: 'help.mediaChecker.youTube.noId',
      message: 'This is a YouTube address, but it holds no video id.',
    });
  }
  const shown = id.length > 20 ? `${id.slice(0, 19)}…` : id;
  if (id.length !== YOUTUBE_ID_LENGTH) {
    return translate(
      {
        id: 'help.mediaChecker.youTube.idLength',
        message: 'This is a YouTube address, but its video id "{id}" has {length} characters instead of {expected}.',
      },
      {id: shown, length: id.length, expected: YOUTUBE_ID_LENGTH},
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

function parseAddress(text: string): URL | string {
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
  if (!isOneOf(WEB_SCHEMES, url.protocol)) return notWebAddress();
  return url;
}

export function checkMediaAddress(input: string): MediaCheck {
  const text = input.trim();
  if (text === '') return {kind: 'empty'};
  if (text.length > MAX_ADDRESS_LENGTH) {
    return {
      kind: 'notAddress',
      reason: translate({id: 'help.mediaChecker.tooLong', message: 'This is too long to be a media address.'}),
    };
  }
  const url = parseAddress(text);
  if (typeof url === 'string') return {kind: 'notAddress', reason: url};

  const candidate = youtubeIdCandidate(url);
  let problem: string | undefined;
  if (candidate !== null) {
    if (YOUTUBE_ID_PATTERN.test(candidate)) return {kind: 'youtube', id: candidate};
    problem = youtubeProblem(candidate);
  }
  const path = url.pathname.toLowerCase();
  const extension = VIDEO_EXTENSIONS.find((ending) => path.endsWith(ending));
  if (extension) return {kind: 'video', extension, ...(problem ? {youtubeProblem: problem} : {})};
  return {kind: 'image', ...(problem ? {youtubeProblem: problem} : {})};
}
