import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import {describeStyle, exampleStyle, initVariablesJson} from '@site/src/utils/dhStyles';
import type {ButtonStyleRules} from '../rules';
import {valueLabel} from '../StyleBuilder/valueLabels';

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

/** The rules of `dh_styles` of the doc's version: its `_data/buttonStyles.ts`. */
type Props = {rules: ButtonStyleRules};

const row = (key: string, values: ReactNode, fallback: ReactNode) => ({key, values, fallback});

/** The keys of `dh_styles`, their values and defaults. */
export function DhStylesTable({rules}: Props): ReactNode {
  const {keys, values, defaults, embedKeys} = rules;
  const rows = [
    row(
      keys.textColor,
      <Translate
        id="help.dhStyles.textColor.values"
        values={{name: <code>{COLOUR_NAME_EXAMPLE}</code>, hex: <code>{rules.example.textColor}</code>}}
      >
        {'An HTML colour name ({name}) or a hex colour ({hex})'}
      </Translate>,
      <Translate id="help.dhStyles.textColor.default" description="Default of the text colour">
        Not set
      </Translate>,
    ),
    row(
      keys.textShadow,
      <Translate id="help.dhStyles.textShadow.values">
        Any value: when the key is present, the text shadow is removed
      </Translate>,
      <Translate id="help.dhStyles.textShadow.default">Shadow shown</Translate>,
    ),
    row(keys.align, <CodeList values={values.align} conjunction="or" />, <code>{defaults.align}</code>),
    row(keys.fontWeight, <CodeList values={values.fontWeight} />, <code>{defaults.fontWeight}</code>),
    row(keys.fontStyle, <CodeList values={values.fontStyle} />, <code>{defaults.fontStyle}</code>),
    row(
      keys.embed,
      <Translate
        id="help.dhStyles.embed.values"
        description="{link} links to the Twitch embeds entry"
        values={{
          channel: <code>{embedKeys.channel}</code>,
          type: <code>{embedKeys.type}</code>,
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
export function DhEmbedTable({rules}: Props): ReactNode {
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
            <code>{rules.embedKeys.channel}</code>
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
            <code>{rules.embedKeys.type}</code>
          </td>
          <td>
            <CodeList values={rules.values.embedType} />
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The help's example: its sentence and its init variables, from the same style as the builder's output. */
export function DhStylesExample({rules}: Props): ReactNode {
  const example = exampleStyle(rules);
  const embedTypeLabel = (type: string) => valueLabel('embedType', type);
  return (
    <>
      <p>
        <Translate id="help.dhStyles.example" values={{description: describeStyle(example, rules, embedTypeLabel)}}>
          {'For example, these init variables give a button {description}:'}
        </Translate>
      </p>
      <CodeBlock language="json">{initVariablesJson(example, rules)}</CodeBlock>
    </>
  );
}
