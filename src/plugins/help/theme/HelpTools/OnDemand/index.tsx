import {lazy, Suspense, useContext, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import {useFirstVisible} from '@site/src/hooks/useFirstVisible';
import {SCRIPT_ONLY_PROPS, TOOL_MARKUP_ATTRIBUTE, TOOL_READY_ATTRIBUTE} from '../../../contract';
import {EntryContext} from '../../Accordion/context';

type Loaded<P> = {component: ComponentType<P>} | {failed: true} | null;

/**
 * A help tool whose code loads only when its entry is opened or it comes near
 * the viewport (README.md beside this folder, "Loaded on demand"):
 * `export default onDemand(() => import('./Checker'));`, at module level.
 *
 * On the server the import starts at once, so the component goes straight into
 * the HTML (a lazy one would be streamed after the footer and moved back by a
 * script). That HTML, with the tool's defaults, is kept inert (React does not
 * hydrate inside the empty inner HTML below) until the chunk renders the same
 * markup in its place; inside an entry it is a `<template>` the opener script
 * puts in place.
 */
export function onDemand<P extends object>(load: () => Promise<{default: ComponentType<P>}>): (props: P) => ReactNode {
  let serverComponent: ComponentType<P> | null = null;
  if (!ExecutionEnvironment.canUseDOM) {
    load().then(
      (module) => {
        serverComponent = module.default;
      },
      () => undefined,
    );
  }
  const ServerLazy = lazy(load);

  return function OnDemand(props: P): ReactNode {
    const isBrowser = useIsBrowser();
    const inEntry = useContext(EntryContext) !== null;
    // `useIsBrowser` is false on the server and while hydrating: exactly when server HTML exists to keep.
    const [keepsServerHtml] = useState(!isBrowser);
    const [loaded, setLoaded] = useState<Loaded<P>>(null);
    const [slotRef, wanted] = useFirstVisible<HTMLDivElement>(true);

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
    }, [wanted]);

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
      // The component was imported once, when the tool was made, not in this render.
      const Ready = serverComponent;
      const tool = Ready ? (
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
  };
}
