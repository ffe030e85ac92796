import {HOME_CARDS} from '@site/src/data/homeCards';

describe('home cards data', () => {
  it('has the eight cards of the spec, each titled once', () => {
    expect(HOME_CARDS).toHaveLength(8);
    expect(new Set(HOME_CARDS.map((card) => card.title)).size).toBe(HOME_CARDS.length);
  });

  it('gives every card a description, and distinct icons and colours', () => {
    for (const card of HOME_CARDS) expect(card.description.trim().length).toBeGreaterThan(20);
    expect(new Set(HOME_CARDS.map((card) => card.icon)).size).toBe(HOME_CARDS.length);
    expect(new Set(HOME_CARDS.map((card) => card.color)).size).toBe(HOME_CARDS.length);
  });
});
