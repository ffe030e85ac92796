import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import {useFirstVisible} from '@site/src/hooks/useFirstVisible';
import {SCRIPT_ONLY_PROPS, TOOL_MARKUP_ATTRIBUTE, TOOL_READY_ATTRIBUTE} from '../../../contract';
import {EntryContext} from '../../Accordion/context';

type Load<P> = () => Promise<{default: ComponentType<P>}>;

/** How the server renders a tool: the loaded component once its import has settled, else a lazy one. */
export type ServerRender<P> = {ready: () => ComponentType<P> | null; lazy: LazyExoticComponent<ComponentType<P>>};

/**
 * Call at module level with the tool's dynamic import. On the server the
 * import starts at once, so the component is ready by the time pages are
 * rendered and goes straight into the HTML (a lazy component there would be
 * streamed out of place, after the footer, and moved back by a script); in
 * the browser nothing loads until `OnDemand` asks.
 */
export function renderOnServer<P>(load: Load<P>): ServerRender<P> {
  let component: ComponentType<P> | null = null;
  if (!ExecutionEnvironment.canUseDOM) {
    load().then(
      (module) => {
        component = module.default;
      },
      () => undefined,
    );
  }
  return {ready: () => component, lazy: lazy(load)};
}

type Props<P extends object> = {
  /** The dynamic import of the component: its own chunk, fetched on demand. */
  load: Load<P>;
  /** From `renderOnServer(load)`. */
  server: ServerRender<P>;
  props: P;
};

type Loaded<P> = {component: ComponentType<P>} | {failed: true} | null;

/**
 * A help tool whose code loads only when its entry is opened or the tool
 * comes near the viewport. The server renders the tool with its defaults,
 * so the page has its final layout from the first paint; in the browser that
 * HTML is left as it is (React does not hydrate inside the empty inner HTML
 * below) until the tool's chunk arrives and renders the same markup in its
 * place; until then that HTML is inert, so no one types into fields that
 * do not work yet. Inside an entry, the server's HTML is a `<template>`: the
 * browser builds the tool's fields only when the entry opens, when the page's
 * inline script puts the markup in place (`toolStamper` in openHashEntry.ts).
 * After a client-side navigation, where no server HTML exists, the tool
 * appears when it loads. Without JavaScript the tool is hidden (it could not
 * work), and its entry reads as its text alone.
 */
export default function OnDemand<P extends object>({load, server, props}: Props<P>): ReactNode {
  const isBrowser = useIsBrowser();
  const inEntry = useContext(EntryContext) !== null;
  // `useIsBrowser` is false on the server and while hydrating: exactly when server HTML exists to keep.
  const [keepsServerHtml] = useState(!isBrowser);
  const [loaded, setLoaded] = useState<Loaded<P>>(null);
  const [slotRef, wanted] = useFirstVisible<HTMLDivElement>({whenEntryOpen: true});

  useEffect(() => {
    if (!wanted) return undefined;
    let active = true;
    load().then(
      (module) => active && setLoaded({component: module.default}),
      () => active && setLoaded({failed: true}),
    );
    return () => {
      active = false;
    };
  }, [wanted, load]);

  const slotProps = {ref: slotRef, ...SCRIPT_ONLY_PROPS};
  if (loaded && 'component' in loaded) {
    const Component = loaded.component;
    return (
      <div {...slotProps} {...{[TOOL_READY_ATTRIBUTE]: ''}}>
        <Component {...props} />
      </div>
    );
  }
  if (loaded) {
    return (
      <div {...slotProps}>
        <p role="alert">
          <Translate id="help.onDemand.failed" description="A help tool's code could not be fetched">
            This tool could not load. Check your connection, then reload the page.
          </Translate>
        </p>
      </div>
    );
  }
  // Until its code arrives the tool is shown (its place kept) but inert: its fields would do nothing yet.
  if (!ExecutionEnvironment.canUseDOM) {
    const Ready = server.ready();
    const ServerLazy = server.lazy;
    const tool = Ready ? (
      // The component was imported once at module level (renderOnServer), not made in this render.
      // eslint-disable-next-line react-hooks/static-components
      <Ready {...props} />
    ) : (
      <Suspense fallback={null}>
        <ServerLazy {...props} />
      </Suspense>
    );
    return (
      <div {...slotProps} inert>
        {inEntry ? <template {...{[TOOL_MARKUP_ATTRIBUTE]: ''}}>{tool}</template> : tool}
      </div>
    );
  }
  if (keepsServerHtml)
    return <div {...slotProps} inert dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  return <div {...slotProps} />;
}

/**
 * A help tool that loads on demand, made at module level from its dynamic
 * import: `export default onDemand(() => import('./Checker'));`.
 */
export function onDemand<P extends object>(load: Load<P>): (props: P) => ReactNode {
  const server = renderOnServer(load);
  return function ToolOnDemand(props: P) {
    return <OnDemand load={load} server={server} props={props} />;
  };
}
