/**
 * @jest-environment node
 */
import {isDecodable, safeHash} from '@site/src/clientModules/safeHash';

describe('safeHash', () => {
  it('leaves valid hashes alone', () => {
    for (const hash of ['', '#', '#canUseFree', '#caf%C3%A9', `#${'a'.repeat(5000)}`, '#"><img src=x>']) {
      expect(safeHash(hash)).toBe(hash);
    }
  });

  it('escapes a malformed hash so it decodes to its own text', () => {
    const repaired = safeHash('#%E0%A4%A');
    expect(repaired).toBe('#%25E0%25A4%25A');
    expect(isDecodable(repaired)).toBe(true);
    expect(decodeURIComponent(repaired)).toBe('#%E0%A4%A');
  });
});
