/** Records what components report, so tests can assert anchors are collected. */
export const collected = {anchors: [] as string[], links: [] as string[]};

export default function useBrokenLinks() {
  return {
    collectAnchor: (anchor?: string) => {
      if (anchor) collected.anchors.push(anchor);
    },
    collectLink: (link?: string) => {
      if (link) collected.links.push(link);
    },
  };
}
