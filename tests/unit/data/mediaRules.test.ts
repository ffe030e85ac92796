/**
 * @jest-environment node
 */
import {VERSION_DATA} from '../helpers/helpToolData';

describe.each(VERSION_DATA)('the media rules of $dir', ({mediaRules: rules}) => {
  it('write hosts and endings in lower case, as the checker compares them', () => {
    const {shortHosts, longHosts} = rules.youtube;
    for (const text of [...shortHosts, ...longHosts, ...rules.videoExtensions]) expect(text).toBe(text.toLowerCase());
    for (const extension of rules.videoExtensions) expect(extension).toMatch(/^\.\w+$/);
  });

  it('write web schemes as an address reports them', () => {
    for (const scheme of rules.webSchemes) expect(new URL(`${scheme}//example.com/`).protocol).toBe(scheme);
  });

  it('take video ids of exactly the id length', () => {
    const {idLength, idPattern} = rules.youtube;
    expect('a-_1'.repeat(idLength).slice(0, idLength)).toMatch(idPattern);
    for (const length of [idLength - 1, idLength + 1]) expect('a'.repeat(length)).not.toMatch(idPattern);
  });
});
