import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// One short help sidebar: the three help pages in the order a new user needs them.
const sidebars = {
  help: ['setup', 'troubleshooting', 'faq'],
} satisfies SidebarsConfig;

export default sidebars;
