import {idFromHash} from '@site/src/components/AccordionGroup/useHashEntry';

describe('idFromHash', () => {
  it.each([
    ['#proxyButtons', 'proxyButtons'],
    ['proxyButtons', 'proxyButtons'],
    ['#caf%C3%A9', 'café'],
    ['#', null],
    ['', null],
    ['#%E0%A4%A', null],
    ['#%', null],
    [`#${'x'.repeat(5000)}`, null],
  ])('reads %j as %j', (hash, expected) => {
    expect(idFromHash(hash)).toBe(expected);
  });
});
