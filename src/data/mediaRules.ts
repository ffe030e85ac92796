/**
 * How Deck Hopper shows the address an Open URL or popup command gives it
 * (SPEC sections 5 and 9), written once for the help text and the media
 * checker. The numbers themselves live in `./constants.ts`.
 */
import {OPEN_URL_DEFAULT_SIZE, VIDEO_EXTENSIONS, YOUTUBE_ID_LENGTH} from './constants';

export {OPEN_URL_DEFAULT_SIZE, VIDEO_EXTENSIONS, YOUTUBE_ID_LENGTH};

/** A YouTube video id: letters, digits, `-` and `_`, exactly `YOUTUBE_ID_LENGTH` of them. */
export const YOUTUBE_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`);

/** The auto-close value of a popup or an opened window that keeps it open until closed. */
export const AUTO_CLOSE_NEVER = 0;

/** Hosts of the short form, `https://youtu.be/<id>`. */
export const YOUTUBE_SHORT_HOSTS = ['youtu.be', 'www.youtu.be'] as const;
/** Hosts of the long forms (`/watch?v=<id>`, `/embed/<id>`, `/shorts/<id>`, `/live/<id>`). */
export const YOUTUBE_LONG_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
] as const;
/** Paths of the long form whose next segment is the video id. */
export const YOUTUBE_ID_PATHS = ['embed', 'shorts', 'live', 'v'] as const;
/** The query parameter of `/watch` that holds the id. */
export const YOUTUBE_WATCH_PARAM = 'v';

/** Address schemes the checker treats as web addresses. */
export const WEB_SCHEMES = ['https:', 'http:'] as const;
