import {ALIASES, FILE_ALIASES, FOOTER_LINKS, NAV_ITEMS, ROUTES} from '@site/src/data/routes';

const canonical = new Set<string>(Object.values(ROUTES));

describe('routes', () => {
  it('lists every canonical route once', () => {
    expect(canonical.size).toBe(Object.values(ROUTES).length);
    expect([...canonical].sort()).toEqual(
      [
        '/',
        '/contact',
        '/datadeletion',
        '/download',
        '/faq',
        '/features',
        '/license',
        '/patch-notes',
        '/privacy-policy',
        '/privacy-policy-pro',
        '/setup',
        '/troubleshooting',
        '/upgrade',
      ].sort(),
    );
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

describe('navigation', () => {
  it('lists the small-screen menu in the order of the spec', () => {
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      'Home',
      'Features',
      'Setup',
      'FAQ',
      'Help',
      'Patch Notes',
      'Upgrade to Pro',
      'Download',
    ]);
  });

  it('shows Home, Features, Setup, FAQ and Help as main links and two buttons on large screens', () => {
    expect(NAV_ITEMS.filter((item) => item.placement === 'main').map((item) => item.label)).toEqual([
      'Home',
      'Features',
      'Setup',
      'FAQ',
      'Help',
    ]);
    expect(NAV_ITEMS.filter((item) => item.placement === 'action').map((item) => [item.label, item.to])).toEqual([
      ['Upgrade to Pro', '/upgrade'],
      ['Download', '/download'],
    ]);
  });

  it('labels troubleshooting as Help', () => {
    expect(NAV_ITEMS.find((item) => item.to === ROUTES.troubleshooting)?.label).toBe('Help');
  });

  it('has the three footer links of the spec', () => {
    expect(FOOTER_LINKS.map((link) => link.label)).toEqual(['License Information', 'Privacy Policy', 'Patch Notes']);
  });
});
