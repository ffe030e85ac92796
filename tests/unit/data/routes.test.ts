import {ALIASES, FILE_ALIASES, ROUTES} from '@site/src/data/routes';

const canonical = new Set<string>(Object.values(ROUTES));

describe('routes', () => {
  it('lists every canonical route once', () => {
    expect(canonical.size).toBe(Object.values(ROUTES).length);
  });

  it('points every alias at a canonical route and never shadows one', () => {
    for (const alias of [...ALIASES, ...FILE_ALIASES]) {
      expect(canonical.has(alias.to)).toBe(true);
      expect(canonical.has(alias.from)).toBe(false);
    }
  });

  it('does not configure /index.html as a redirect (it would crash the build)', () => {
    expect(ALIASES.map((alias) => alias.from)).not.toContain('/index.html');
  });
});
