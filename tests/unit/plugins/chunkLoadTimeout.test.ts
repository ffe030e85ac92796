/**
 * @jest-environment node
 */
import chunkLoadTimeoutPlugin from '@site/src/plugins/chunkLoadTimeout';
import {CHUNK_LOAD_TIMEOUT_MS} from '@site/src/data/constants';

describe('chunk load time-out plugin', () => {
  const plugin = chunkLoadTimeoutPlugin();
  const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean) => object;

  it("gives the browser the site's time-out to load a chunk", () => {
    expect(configure({}, false)).toEqual({output: {chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS}});
  });

  it('leaves the server bundle alone', () => {
    expect(configure({}, true)).toEqual({});
  });
});
