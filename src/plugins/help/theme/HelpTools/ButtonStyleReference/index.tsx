import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import {describeStyle, exampleStyle, initVariablesJson} from '../dhStyles';
import type {ButtonStyleRules} from '../rules';

/** An HTML colour name the table gives as an example. */
const COLOUR_NAME_EXAMPLE = 'red';

/** `a`, `b` or `c`, each in code. */
function CodeList({values}: {values: readonly string[]}): ReactNode {
  const or = (
    <Translate id="text.list.or" description="Joins the last two items of a list of choices">
      or
    </Translate>
  );
  return values.map((value, index) => (
    <Fragment key={value}>
      {index === 0 ? null : index === values.length - 1 ? <> {or} </> : ', '}
      <code>{value}</code>
    </Fragment>
  ));
}

type Row = {key: string; cells: ReactNode[]};

/** A row of a key table: the key, then what the other columns say of it. */
const row = (key: string, ...cells: ReactNode[]): Row => ({key, cells});

/** A table of keys, each in code: `head` holds the header cells after "Key". */
function KeyTable({head, rows}: {head: ReactNode; rows: Row[]}): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>{translate({id: 'help.dhStyles.key', message: 'Key', description: 'Column header'})}</th>
          {head}
        </tr>
      </thead>
      <tbody>
        {rows.map(({key, cells}) => (
          <tr key={key}>
            <td>
              <code>{key}</code>
            </td>
            {cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The rules of `dh_styles` of the doc's version: its `_data/buttonStyles.ts`. */
type Props = {rules: ButtonStyleRules};

/** The keys of `dh_styles`, their values and defaults. */
export function DhStylesTable({rules}: Props): ReactNode {
  const {keys, values, defaults, embedKeys} = rules;
  const choice = (field: 'align' | 'fontWeight' | 'fontStyle') =>
    row(keys[field], <CodeList values={values[field]} />, <code>{defaults[field]}</code>);
  const head = (
    <>
      <th>{translate({id: 'help.dhStyles.allowedValues', message: 'Allowed values', description: 'Column header'})}</th>
      <th>{translate({id: 'help.dhStyles.default', message: 'Default', description: 'Column header'})}</th>
    </>
  );
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
    choice('align'),
    choice('fontWeight'),
    choice('fontStyle'),
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
  return <KeyTable head={head} rows={rows} />;
}

/** The keys of `dh_embed`. */
export function DhEmbedTable({rules}: Props): ReactNode {
  const lowerCase = (
    <strong>
      <Translate id="help.dhEmbed.channel.lowerCase">lower case</Translate>
    </strong>
  );
  const head = <th>{translate({id: 'help.dhStyles.value', message: 'Value', description: 'Column header'})}</th>;
  const rows = [
    row(
      rules.embedKeys.channel,
      <Translate id="help.dhEmbed.channel" values={{lowerCase}}>
        {'The Twitch channel name, in {lowerCase}'}
      </Translate>,
    ),
    row(rules.embedKeys.type, <CodeList values={rules.values.embedType} />),
  ];
  return <KeyTable head={head} rows={rows} />;
}

/** The help's example: its sentence and its init variables, from the same style as the builder's output. */
export function DhStylesExample({rules}: Props): ReactNode {
  const example = exampleStyle(rules);
  return (
    <>
      <p>
        <Translate id="help.dhStyles.example" values={{description: describeStyle(example, rules)}}>
          {'For example, these init variables give a button {description}:'}
        </Translate>
      </p>
      <CodeBlock language="json">{initVariablesJson(example, rules)}</CodeBlock>
    </>
  );
}
