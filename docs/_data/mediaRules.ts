/**
 * How this release of the app shows the address an Open URL or popup command
 * gives it (SPEC sections 5 and 9). The setup doc hands it to the media
 * checker and shows its auto-close value; the numbers the product
 * specification gives live in `src/data/constants.ts`.
 */
import type {MediaRules} from '@theme/HelpTools/rules';
import {
  OPEN_URL_DEFAULT_SIZE,
  OTHER_VIDEO_EXTENSIONS,
  VIDEO_EXTENSIONS,
  VIDEO_PAGE_DOMAINS,
  YOUTUBE_ID_LENGTH,
  YOUTUBE_ID_PATTERN,
} from '@site/src/data/constants';

export const MEDIA_RULES = {
  youtube: {
    shortHosts: ['youtu.be', 'www.youtu.be'],
    longHosts: [
      'youtube.com',
      'www.youtube.com',
      'm.youtube.com',
      'music.youtube.com',
      'youtube-nocookie.com',
      'www.youtube-nocookie.com',
    ],
    idPaths: ['embed', 'shorts', 'live', 'v'],
    watchParam: 'v',
    idLength: YOUTUBE_ID_LENGTH,
    idPattern: YOUTUBE_ID_PATTERN,
  },
  videoExtensions: VIDEO_EXTENSIONS,
  otherVideoExtensions: OTHER_VIDEO_EXTENSIONS,
  videoPageDomains: VIDEO_PAGE_DOMAINS,
  webSchemes: ['https:', 'http:'],
  autoCloseNever: 0,
  openUrlDefaultSize: OPEN_URL_DEFAULT_SIZE,
} as const satisfies MediaRules;
