/** The docs plugin's client hooks our components use: the released help is the active version. */
export function useActiveDocContext(_pluginId: string | undefined) {
  return {
    activeVersion: {name: '1.6', label: '1.6', path: '/deckhopper'},
    activeDoc: undefined,
    alternateDocVersions: {},
  };
}
