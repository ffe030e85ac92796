import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The build-time values docusaurus.config.ts hands to the client, typed. */
export type SiteCustomFields = {
  /** Empty in development when STATICFORMS_ACCESS_KEY is not set. */
  staticFormsAccessKey: string;
};

export function useSiteCustomFields(): SiteCustomFields {
  const {customFields} = useDocusaurusContext().siteConfig;
  const key = customFields?.staticFormsAccessKey;
  return {staticFormsAccessKey: typeof key === 'string' ? key : ''};
}
