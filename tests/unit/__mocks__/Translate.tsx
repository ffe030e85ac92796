import {Fragment, type ReactNode} from 'react';
import {i18nState} from './i18nState';

type Values = Record<string, ReactNode>;
type Message = {id?: string; message: string; description?: string};

/** The message of the test locale (English by default), as Docusaurus' own translate() picks it. */
const messageOf = ({id, message}: Message): string => i18nState.codeTranslations[id ?? message] ?? message;

const interpolateText = (text: string, values: Values = {}): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name] as string | number) : placeholder,
  );

export function translate(message: Message, values?: Values): string {
  return interpolateText(messageOf(message), values);
}

type Props = {id?: string; description?: string; values?: Values; children: string};

/** Like Docusaurus' <Translate>: values may be elements, kept in place. */
export default function Translate({id, values = {}, children}: Props): ReactNode {
  const parts = messageOf({id, message: children}).split(/(\{\w+\})/);
  return parts.map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}
