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
 * Call at module level with the tool's dynamic import. On the server the import
 * starts at once, so the component goes straight into the HTML (a lazy one would
 * be streamed after the footer and moved back by a script); in the browser
 * nothing loads until `OnDemand` asks.
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

/** `load`: the tool's dynamic import (its own chunk); `server`: `renderOnServer(load)`. */
type Props<P extends object> = {load: Load<P>; server: ServerRender<P>; props: P};

type Loaded<P> = {component: ComponentType<P>} | {failed: true} | null;

/**
 * A help tool whose code loads only when its entry is opened or it comes near
 * the viewport (README.md beside this folder, "Loaded on demand"). The server's
 * HTML, with the tool's defaults, is kept inert (React does not hydrate inside
 * the empty inner HTML below) until the chunk renders the same markup in its
 * place; inside an entry it is a `<template>` the opener script puts in place.
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

/** A help tool that loads on demand: `export default onDemand(() => import('./Checker'));`. */
export function onDemand<P extends object>(load: Load<P>): (props: P) => ReactNode {
  const server = renderOnServer(load);
  return function ToolOnDemand(props: P) {
    return <OnDemand load={load} server={server} props={props} />;
  };
}
