/**
 * @jest-environment node
 */
import {MAX_HASH_LENGTH, idFromHash} from '@site/src/plugins/help/contract';

describe('the element id an address names', () => {
  it.each([
    ['#proxyButtons', 'proxyButtons'],
    ['purchase', 'purchase'],
    ['#caf%C3%A9', 'café'],
    ['#a%20b', 'a b'],
    ['#"><img src=x>', '"><img src=x>'],
    ['#', null],
    ['', null],
    ['#%E0%A4%A', null],
    ['#%', null],
    [`#${'x'.repeat(MAX_HASH_LENGTH + 1)}`, null],
  ])('reads %j as %j', (hash, expected) => {
    expect(idFromHash(hash)).toBe(expected);
  });
});
