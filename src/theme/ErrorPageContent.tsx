/** A crash inside a page: the site's error screen, between the site's own header and footer. */
export {default} from '@site/src/components/site/ErrorScreen';
