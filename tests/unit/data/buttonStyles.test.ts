/**
 * @jest-environment node
 */
import type {ChoiceField} from '@site/src/plugins/help/theme/HelpTools/rules';
import {
  defaultStyle,
  exampleStyle,
  initVariablesJson,
  toDhStyles,
} from '@site/src/plugins/help/theme/HelpTools/dhStyles';
import {checkChannel, parseStyleText} from '@site/src/plugins/help/theme/HelpTools/StyleBuilder/checks';
import {VERSION_DATA} from '../helpers/helpToolData';

const isUnique = (list: readonly string[]) => new Set(list).size === list.length;

describe.each(VERSION_DATA)('the dh_styles rules of $dir', ({buttonStyles: rules}) => {
  it('name each key once, and each choice’s values once', () => {
    expect(isUnique(Object.values(rules.keys))).toBe(true);
    expect(isUnique(Object.values(rules.embedKeys))).toBe(true);
    for (const field of Object.keys(rules.values) as ChoiceField[]) {
      expect(rules.values[field].length).toBeGreaterThan(0);
      expect(isUnique(rules.values[field])).toBe(true);
    }
  });

  it('default to allowed values', () => {
    for (const [field, value] of Object.entries(rules.defaults)) {
      expect(rules.values[field as ChoiceField]).toContain(value);
    }
  });

  it('have an example that changes the defaults and that the builder loads as it is', () => {
    const example = exampleStyle(rules);
    expect(toDhStyles(example, rules)).not.toEqual(toDhStyles(defaultStyle(rules), rules));
    expect(parseStyleText(initVariablesJson(example, rules), rules)).toEqual({ok: true, style: example, issues: []});
  });

  it('take hex colours of 3 or 6 digits, in either case', () => {
    for (const hex of ['#f80', '#FF8800']) expect(hex).toMatch(rules.hexColorPattern);
    for (const text of ['f80', '#ff88', '#ff8800aa', '#ggg']) expect(text).not.toMatch(rules.hexColorPattern);
  });

  it('take Twitch channel names up to their length, in lower case', () => {
    const longest = 'a_1'.repeat(rules.twitchChannel.maxLength).slice(0, rules.twitchChannel.maxLength);
    expect(checkChannel(longest, rules)).toEqual({ok: true, value: longest});
    expect(checkChannel(`${longest}a`, rules).ok).toBe(false);
    expect(rules.twitchChannel.character.test('A')).toBe(false);
  });
});
