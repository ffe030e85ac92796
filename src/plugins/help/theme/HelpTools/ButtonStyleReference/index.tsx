import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
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
import useDataText from '@site/src/i18n/useDataText';
import {describeStyle, initVariablesJson} from '@site/src/utils/dhStyles';

/** An HTML colour name the table gives as an example. */
const COLOUR_NAME_EXAMPLE = 'red';

/** `a`, `b` or `c`, each in code. */
export function CodeList({
  values,
  conjunction = 'or',
}: {
  values: readonly string[];
  conjunction?: 'and' | 'or';
}): ReactNode {
  const word =
    conjunction === 'and' ? (
      <Translate id="text.list.and" description="Joins the last two items of a list">
        and
      </Translate>
    ) : (
      <Translate id="text.list.or" description="Joins the last two items of a list of choices">
        or
      </Translate>
    );
  return values.map((value, index) => (
    <Fragment key={value}>
      {index === 0 ? '' : index === values.length - 1 ? <> {word} </> : ', '}
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
      <Translate
        id="help.dhStyles.textColor.values"
        values={{name: <code>{COLOUR_NAME_EXAMPLE}</code>, hex: <code>{EXAMPLE_BUTTON_STYLE.textColor}</code>}}
      >
        {'An HTML colour name ({name}) or a hex colour ({hex})'}
      </Translate>,
      <Translate id="help.dhStyles.textColor.default" description="Default of the text colour">
        Not set
      </Translate>,
    ),
    row(
      DH_STYLE_KEYS.textShadow,
      <Translate id="help.dhStyles.textShadow.values">
        Any value: when the key is present, the text shadow is removed
      </Translate>,
      <Translate id="help.dhStyles.textShadow.default">Shadow shown</Translate>,
    ),
    row(DH_STYLE_KEYS.align, <CodeList values={TEXT_ALIGNS} conjunction="or" />, <code>{STYLE_DEFAULTS.align}</code>),
    row(DH_STYLE_KEYS.fontWeight, <CodeList values={FONT_WEIGHTS} />, <code>{STYLE_DEFAULTS.fontWeight}</code>),
    row(DH_STYLE_KEYS.fontStyle, <CodeList values={FONT_STYLES} />, <code>{STYLE_DEFAULTS.fontStyle}</code>),
    row(
      DH_STYLE_KEYS.embed,
      <Translate
        id="help.dhStyles.embed.values"
        description="{link} links to the Twitch embeds entry"
        values={{
          channel: <code>{EMBED_KEYS.channel}</code>,
          type: <code>{EMBED_KEYS.type}</code>,
          link: (
            <Link to="#twitchEmbeds">
              <Translate id="help.dhStyles.embed.link">Twitch embeds</Translate>
            </Link>
          ),
        }}
      >
        {'An object with {channel} and {type}: see {link}'}
      </Translate>,
      <Translate id="help.dhStyles.embed.default">No embed</Translate>,
    ),
  ];
  return (
    <table>
      <thead>
        <tr>
          <th>
            <Translate id="help.dhStyles.key" description="Column header">
              Key
            </Translate>
          </th>
          <th>
            <Translate id="help.dhStyles.allowedValues" description="Column header">
              Allowed values
            </Translate>
          </th>
          <th>
            <Translate id="help.dhStyles.default" description="Column header">
              Default
            </Translate>
          </th>
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
          <th>
            <Translate id="help.dhStyles.key" description="Column header">
              Key
            </Translate>
          </th>
          <th>
            <Translate id="help.dhStyles.value" description="Column header">
              Value
            </Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>
            <code>{EMBED_KEYS.channel}</code>
          </td>
          <td>
            <Translate
              id="help.dhEmbed.channel"
              values={{
                lowerCase: (
                  <strong>
                    <Translate id="help.dhEmbed.channel.lowerCase">lower case</Translate>
                  </strong>
                ),
              }}
            >
              {'The Twitch channel name, in {lowerCase}'}
            </Translate>
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
  const t = useDataText();
  return (
    <>
      <p>
        <Translate id="help.dhStyles.example" values={{description: describeStyle(EXAMPLE_BUTTON_STYLE, t)}}>
          {'For example, these init variables give a button {description}:'}
        </Translate>
      </p>
      <CodeBlock language="json">{initVariablesJson(EXAMPLE_BUTTON_STYLE)}</CodeBlock>
    </>
  );
}
