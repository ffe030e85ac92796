import type {Plugin} from '@docusaurus/types';
import {CHUNK_LOAD_TIMEOUT_MS} from '../data/constants';

/**
 * Page code is split into chunks the browser loads on demand. This sets how
 * long it waits for one before giving up, for webpack and Rspack alike (the
 * bundlers' default happens to be the same; stating it keeps the figure in
 * src/data and under test).
 */
export default function chunkLoadTimeoutPlugin(): Plugin {
  return {
    name: 'chunk-load-timeout',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {output: {chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS}};
    },
  };
}
