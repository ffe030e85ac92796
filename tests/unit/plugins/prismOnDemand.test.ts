/**
 * @jest-environment node
 */
import {existsSync} from 'node:fs';
import prismOnDemandPlugin, {PRISM_CLIENT_MODULE} from '@site/src/plugins/prismOnDemand';

describe('Prism on demand plugin', () => {
  const configure = prismOnDemandPlugin().configureWebpack as unknown as (config: object, isServer: boolean) => object;

  it('points at the client module the classic theme registers', () => {
    // A Docusaurus upgrade that moves this file would quietly put Prism back on every page.
    expect(existsSync(`${PRISM_CLIENT_MODULE}.js`)).toBe(true);
  });

  it('empties exactly that module', () => {
    expect(configure({}, false)).toEqual({resolve: {alias: {[`${PRISM_CLIENT_MODULE}$`]: false}}});
  });
});
