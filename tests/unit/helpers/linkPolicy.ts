/**
 * Links that look fine but leave a visitor stranded: an invite without its
 * code, a profile address without a profile, a search results page. The
 * site may ship one only while its entry in src/data/links.ts is marked for
 * the owner to confirm; the unit and browser tests hold every link to that.
 */

export type DeadEnd = 'bare invite' | 'empty profile' | 'search page';

/** Hosts whose root or one-word paths are profiles, not destinations of their own. */
const PROFILE_HOSTS = new Set([
  'x.com',
  'twitter.com',
  'patreon.com',
  'ko-fi.com',
  'itch.io',
  'youtube.com',
  'discord.com',
  'discord.gg',
  'instagram.com',
  'facebook.com',
  'tiktok.com',
  'twitch.tv',
  'github.com',
]);

const INVITE_HOSTS = new Set(['discord.gg', 'discord.com', 'discordapp.com']);
const SEARCH_SEGMENTS = new Set(['search', 'results']);
const SEARCH_PARAMS = ['q', 'query', 'search_query', 'search'];

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** Why `href` is a dead end, or null when it is a real destination (or not an external address). */
export function deadEndKind(href: string): DeadEnd | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = bareHost(url.hostname);
  const segments = url.pathname.split('/').filter(Boolean);

  if (INVITE_HOSTS.has(host)) {
    const code = host === 'discord.gg' ? segments[0] : segments[0] === 'invite' ? segments[1] : undefined;
    const isInvitePath = host === 'discord.gg' || segments[0] === 'invite';
    if (isInvitePath && !code) return 'bare invite';
  }
  if (segments.some((segment) => SEARCH_SEGMENTS.has(segment.toLowerCase()))) return 'search page';
  if (SEARCH_PARAMS.some((param) => url.searchParams.has(param))) return 'search page';
  if (PROFILE_HOSTS.has(host) && segments.length === 0) return 'empty profile';
  return null;
}
