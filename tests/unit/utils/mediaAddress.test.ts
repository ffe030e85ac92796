import {checkMediaAddress} from '@site/src/utils/mediaAddress';

const ID = 'dQw4w9WgXcQ';

describe('the media checker', () => {
  it.each([
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?t=42`,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
  ])('recognises the YouTube address %s with its 11-character id', (address) => {
    expect(checkMediaAddress(address)).toEqual({kind: 'youtube', id: ID});
  });

  it.each([
    [`https://youtu.be/${ID.slice(0, 10)}`, 10, 'image'],
    [`https://www.youtube.com/watch?v=${ID}X`, 12, 'image'],
    [`https://www.youtube.com/watch?v=${ID.slice(0, 10)}`, 10, 'image'],
  ])('does not recognise %s, whose id has %i characters', (address, length) => {
    const check = checkMediaAddress(address);
    expect(check.kind).toBe('image');
    if (check.kind === 'image')
      expect(check.youtubeProblem).toMatch(new RegExp(`has ${length} characters instead of 11`));
  });

  it('says when a YouTube address holds no id, or an impossible one', () => {
    expect(checkMediaAddress('https://www.youtube.com/')).toEqual({
      kind: 'image',
      youtubeProblem: 'This is a YouTube address, but it holds no video id.',
    });
    expect(checkMediaAddress('https://www.youtube.com/watch?list=abc')).toMatchObject({
      kind: 'image',
      youtubeProblem: /no video id/,
    });
    expect(checkMediaAddress('https://youtu.be/abc!def*ghi')).toMatchObject({
      kind: 'image',
      youtubeProblem: /characters a video id never has/,
    });
  });

  it('does not take other hosts for YouTube', () => {
    expect(checkMediaAddress(`https://notyoutube.com/watch?v=${ID}`)).toEqual({kind: 'image'});
    expect(checkMediaAddress(`https://youtube.com.example.org/watch?v=${ID}`)).toEqual({kind: 'image'});
  });

  it.each([
    ['https://cdn.example.com/clip.mp4', '.mp4'],
    ['https://cdn.example.com/CLIP.MP4', '.mp4'],
    ['https://cdn.example.com/clip.m4v', '.m4v'],
    ['https://cdn.example.com/clip.M4V', '.m4v'],
    ['https://cdn.example.com/clip.mp4?token=abc&x=1', '.mp4'],
    ['https://cdn.example.com/clip.mp4#t=10', '.mp4'],
    ['http://192.168.1.20:8080/alerts/raid.mp4', '.mp4'],
  ])('plays %s as a video', (address, extension) => {
    expect(checkMediaAddress(address)).toEqual({kind: 'video', extension});
  });

  it.each([
    'https://cdn.example.com/alert.gif',
    'https://cdn.example.com/alert.png?size=large',
    'https://cdn.example.com/clip.mp4.png',
    'https://cdn.example.com/clip.webm',
    'https://example.com/page?file=clip.mp4',
    'https://example.com/',
  ])('shows %s as an image', (address) => {
    expect(checkMediaAddress(address)).toEqual({kind: 'image'});
  });

  it.each([
    ['hello world', /no spaces/],
    ['not an address', /no spaces/],
    ['example.com/clip.mp4', /start it with https:\/\/, as in https:\/\/example\.com\/clip\.mp4/],
    [`youtu.be/${ID}`, /start it with https:\/\//],
    ['javascript:alert(1)', /should start with https:\/\//],
    ['data:image/png;base64,AAAA', /should start with https:\/\//],
    ['ftp://example.com/clip.mp4', /should start with https:\/\//],
    ['<img src=x onerror=alert(1)>', /no spaces/],
    ['clip.mp4', /start it with https/],
    ['just-text', /should start with https:\/\//],
    [`https://example.com/${'a'.repeat(3000)}`, /too long/],
  ])('says %j is not a web address', (text, reason) => {
    const check = checkMediaAddress(text);
    expect(check.kind).toBe('notAddress');
    if (check.kind === 'notAddress') expect(check.reason).toMatch(reason);
  });

  it('waits for an address', () => {
    expect(checkMediaAddress('   ')).toEqual({kind: 'empty'});
  });
});
