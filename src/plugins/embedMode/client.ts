/**
 * Embed mode in the browser (the page script of ./index.ts decides the mode
 * before the page shows): links out open outside the embed, Docusaurus'
 * storage slots get the embed suffix, and the CSS of the embed bar.
 */
import type {ClientModule} from '@docusaurus/types';
import SiteStorage from '@generated/site-storage';
import {EMBED_STORAGE_SUFFIX} from '@site/src/data/embed';
import {isEmbedded} from '@site/src/utils/embed';
import './embedMode.css';

/** Opens a link outside the embed when it goes to a web page of another origin. */
function openOutside(link: HTMLAnchorElement): void {
  if (!/^https?:$/.test(link.protocol) || link.origin === window.location.origin) return;
  link.target = '_blank';
  link.relList.add('noopener');
}

if (isEmbedded()) {
  // Read by every storage slot when it is created, all of them after this module runs.
  SiteStorage.namespace += EMBED_STORAGE_SUFFIX;
  // A link drawn after the page (a help tool, a search result) is marked as it is followed.
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement) openOutside(link);
    },
    true,
  );
}

const embedMode: ClientModule = {
  onRouteDidUpdate() {
    if (isEmbedded()) document.querySelectorAll<HTMLAnchorElement>('a[href]').forEach(openOutside);
  },
};

export default embedMode;
