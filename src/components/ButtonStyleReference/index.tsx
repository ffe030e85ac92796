import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {
  DH_STYLE_KEYS,
  EMBED_KEYS,
  EMBED_TYPES,
  EXAMPLE_BUTTON_STYLE,
  FONT_STYLES,
  FONT_WEIGHTS,
  STYLE_DEFAULTS,
  TEXT_ALIGNS,
} from '@site/src/data/buttonStyles';
import {describeStyle, initVariablesJson} from '@site/src/utils/dhStyles';

/** `a`, `b` or `c`, each in code. */
export function CodeList({
  values,
  conjunction = 'or',
}: {
  values: readonly string[];
  conjunction?: 'and' | 'or';
}): ReactNode {
  return values.map((value, index) => (
    <Fragment key={value}>
      {index === 0 ? '' : index === values.length - 1 ? ` ${conjunction} ` : ', '}
      <code>{value}</code>
    </Fragment>
  ));
}

const row = (key: string, values: ReactNode, fallback: ReactNode) => ({key, values, fallback});

/** The keys of `dh_styles`, their values and defaults, from src/data/buttonStyles.ts. */
export function DhStylesTable(): ReactNode {
  const rows = [
    row(
      DH_STYLE_KEYS.textColor,
      <>
        An HTML colour name (<code>red</code>) or a hex colour (<code>#ff8800</code>)
      </>,
      'Not set',
    ),
    row(DH_STYLE_KEYS.textShadow, 'Any value: when the key is present, the text shadow is removed', 'Shadow shown'),
    row(DH_STYLE_KEYS.align, <CodeList values={TEXT_ALIGNS} conjunction="or" />, <code>{STYLE_DEFAULTS.align}</code>),
    row(DH_STYLE_KEYS.fontWeight, <CodeList values={FONT_WEIGHTS} />, <code>{STYLE_DEFAULTS.fontWeight}</code>),
    row(DH_STYLE_KEYS.fontStyle, <CodeList values={FONT_STYLES} />, <code>{STYLE_DEFAULTS.fontStyle}</code>),
    row(
      DH_STYLE_KEYS.embed,
      <>
        An object with <code>{EMBED_KEYS.channel}</code> and <code>{EMBED_KEYS.type}</code>: see{' '}
        <Link to="#twitchEmbeds">Twitch embeds</Link>
      </>,
      'No embed',
    ),
  ];
  return (
    <table>
      <thead>
        <tr>
          <th>Key</th>
          <th>Allowed values</th>
          <th>Default</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({key, values, fallback}) => (
          <tr key={key}>
            <td>
              <code>{key}</code>
            </td>
            <td>{values}</td>
            <td>{fallback}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The keys of `dh_embed`. */
export function DhEmbedTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Key</th>
          <th>Value</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>
            <code>{EMBED_KEYS.channel}</code>
          </td>
          <td>
            The Twitch channel name, in <strong>lower case</strong>
          </td>
        </tr>
        <tr>
          <td>
            <code>{EMBED_KEYS.type}</code>
          </td>
          <td>
            <CodeList values={EMBED_TYPES} />
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The help's example: its sentence and its init variables, from the same style as the builder's output. */
export function DhStylesExample(): ReactNode {
  return (
    <>
      <p>For example, these init variables give a button {describeStyle(EXAMPLE_BUTTON_STYLE)}:</p>
      <CodeBlock language="json">{initVariablesJson(EXAMPLE_BUTTON_STYLE)}</CodeBlock>
    </>
  );
}
