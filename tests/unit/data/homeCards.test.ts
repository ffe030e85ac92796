/**
 * @jest-environment node
 */
import {HOME_CARDS} from '@site/src/data/homeCards';

describe('home cards data', () => {
  it('has the eight cards of the spec, each once', () => {
    expect(HOME_CARDS).toHaveLength(8);
    expect(new Set(HOME_CARDS.map((card) => card.id)).size).toBe(HOME_CARDS.length);
  });

  it('gives every card distinct icons and colours', () => {
    expect(new Set(HOME_CARDS.map((card) => card.icon)).size).toBe(HOME_CARDS.length);
    expect(new Set(HOME_CARDS.map((card) => card.color)).size).toBe(HOME_CARDS.length);
  });
});
