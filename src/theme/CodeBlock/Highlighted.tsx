import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

// What the theme's client module did on every page (see src/plugins/prismOnDemand.ts).
prismIncludeLanguages(Prism);

// The original component is untyped (`@theme-original/*` has no declarations); it takes the same props.
const HighlightedCodeBlock = CodeBlock as (props: Props) => ReactNode;
export default HighlightedCodeBlock;
