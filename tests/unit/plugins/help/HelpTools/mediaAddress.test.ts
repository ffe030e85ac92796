/**
 * @jest-environment node
 */
import {MEDIA_RULES as RULES} from '@site/docs/_data/mediaRules';
import {MAX_ADDRESS_LENGTH, checkMediaAddress} from '@site/src/plugins/help/theme/HelpTools/MediaChecker/mediaAddress';

const {youtube, videoExtensions, otherVideoExtensions, videoPageDomains} = RULES;
const check = (address: string) => checkMediaAddress(address, RULES);
/** A well-formed video id: every kind of character an id may have, at the length the rules give. */
const ID = 'dQw4-9_gXcQ'.repeat(youtube.idLength).slice(0, youtube.idLength);
const [shortHost] = youtube.shortHosts;
const longHost = youtube.longHosts.find((host) => host.startsWith('www.'))!;
const watch = (id: string, host: string = longHost) => `https://${host}/watch?${youtube.watchParam}=${id}`;

describe('a YouTube address', () => {
  it.each([
    ...youtube.shortHosts.flatMap((host) => [`https://${host}/${ID}`, `https://${host}/${ID}?t=42`]),
    ...youtube.longHosts.flatMap((host) => [
      watch(ID, host),
      `https://${host}/watch?feature=share&${youtube.watchParam}=${ID}`,
      ...youtube.idPaths.map((path) => `https://${host}/${path}/${ID}?autoplay=1`),
    ]),
    watch(ID, longHost.toUpperCase()),
  ])('%s plays as a YouTube video', (address) => {
    expect(check(address)).toEqual({kind: 'youtube', id: ID});
  });

  it.each([`https://${shortHost}/${ID.slice(1)}`, watch(`${ID}X`), watch(ID.slice(1))])(
    '%s, whose id has the wrong length, shows as an image, saying why',
    (address) => {
      const id = new URL(address).searchParams.get(youtube.watchParam) ?? new URL(address).pathname.slice(1);
      expect(check(address)).toEqual({
        kind: 'image',
        youtubeProblem: `This is a YouTube address, but its video id "${id}" has ${id.length} characters instead of ${youtube.idLength}.`,
      });
    },
  );

  it('says when it holds no id, or an impossible one', () => {
    expect(check(`https://${longHost}/`)).toEqual({
      kind: 'image',
      youtubeProblem: 'This is a YouTube address, but it holds no video id.',
    });
    expect(check(`https://${longHost}/watch?list=abc`)).toMatchObject({youtubeProblem: /no video id/});
    const impossible = `${'!'.repeat(youtube.idLength - 1)}*`;
    expect(check(`https://${shortHost}/${impossible}`)).toMatchObject({
      kind: 'image',
      youtubeProblem: /characters a video id never has/,
    });
  });

  it('is not any address that only looks like one', () => {
    expect(check(watch(ID, `not${longHost.replace('www.', '')}`))).toEqual({kind: 'image'});
    expect(check(watch(ID, `${longHost}.example.org`))).toEqual({kind: 'image'});
  });
});

describe('a media file', () => {
  it.each(
    videoExtensions.flatMap((extension) => [
      [`https://cdn.example.com/clip${extension}`, extension],
      [`https://cdn.example.com/CLIP${extension.toUpperCase()}`, extension],
      [`https://cdn.example.com/clip${extension}?token=abc&x=1`, extension],
      [`https://cdn.example.com/clip${extension}#t=10`, extension],
      [`http://192.168.1.20:8080/alerts/raid${extension}`, extension],
    ]),
  )('%s plays as a video', (address, extension) => {
    expect(check(address)).toEqual({kind: 'video', extension});
  });

  it.each([
    'https://cdn.example.com/alert.gif',
    'https://cdn.example.com/alert.png?size=large',
    `https://cdn.example.com/clip${videoExtensions[0]}.png`,
    `https://example.com/page?file=clip${videoExtensions[0]}`,
    'https://example.com/',
  ])('%s shows as an image', (address) => {
    expect(check(address)).toEqual({kind: 'image'});
  });

  it.each(
    otherVideoExtensions.map((extension) => [`https://cdn.example.com/Clip${extension.toUpperCase()}`, extension]),
  )('%s, a video of another format, is taken for an image and shows nothing', (address, extension) => {
    expect(check(address)).toEqual({kind: 'notShown', extension});
  });

  it.each(
    videoPageDomains.flatMap((domain) => [
      [`https://${domain}/videos/123`, domain],
      [`https://clips.${domain}/SomeClip`, domain],
    ]),
  )('%s, a video page, is taken for an image and shows nothing', (address, domain) => {
    expect(check(address)).toEqual({kind: 'notShown', domain});
  });

  it('a look-alike of a video site is not one', () => {
    expect(check(`https://not${videoPageDomains[0]}/x.png`)).toEqual({kind: 'image'});
  });
});

describe('text that is not a web address', () => {
  it.each([
    ['hello world', /no spaces/],
    ['<img src=x onerror=alert(1)>', /no spaces/],
    ['example.com/clip.mp4', /start it with https:\/\/, as in https:\/\/example\.com\/clip\.mp4$/],
    [`${shortHost}/${ID}`, /start it with https:\/\//],
    ['clip.mp4', /start it with https/],
    ['javascript:alert(1)', /should start with https:\/\//],
    ['data:image/png;base64,AAAA', /should start with https:\/\//],
    ['ftp://example.com/clip.mp4', /should start with https:\/\//],
    ['just-text', /should start with https:\/\//],
    [`https://example.com/${'a'.repeat(MAX_ADDRESS_LENGTH)}`, /too long/],
  ])('%j says what to fix', (text, reason) => {
    const result = check(text);
    expect(result.kind).toBe('notAddress');
    if (result.kind === 'notAddress') expect(result.reason).toMatch(reason);
  });

  it('waits for an address', () => {
    expect(check('   ')).toEqual({kind: 'empty'});
  });
});
