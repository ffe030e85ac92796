/**
 * Made-up embed ids for the page /__tests/embeds and its browser tests, in
 * the shapes src/data/media.ts accepts. The tests block every request to
 * another host, so nothing is ever fetched for them. (The underscore keeps
 * this file from becoming a page.)
 */
export const EMBED_TEST_PATH = '/__tests/embeds';
export const FIXTURE_YOUTUBE_ID = 'fixture0001';
export const FIXTURE_ITCH_IDS = {desktopBasic: 101, desktopPro: 102, extension: 103} as const;
