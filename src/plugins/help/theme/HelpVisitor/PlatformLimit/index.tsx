import {useContext, type ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import {translate} from '@docusaurus/Translate';
import {EntryContext} from '../../Accordion/context';
import {
  PLATFORM_IDS,
  PLATFORM_LIMITS,
  limitAllows,
  type EntryPlatformNote as Note,
  type PlatformId,
  type PlatformLimitId,
} from '@site/src/data/platforms';
import {limitSentence, limitTitle, platformLabel} from '@site/src/texts/platforms';
import {MARKED_FOR_ATTRIBUTE} from '../../../contract';

type NoteProps = {
  /** `warning` when the feature is missing elsewhere, `note` for a hint. */
  type?: 'warning' | 'note';
  /** What to do instead: paragraphs after the limit. */
  children?: ReactNode;
};

/**
 * A help note on each platform limit of its entry (`<Accordion limits="…">`), for every visitor
 * ("Windows only: Server mode currently works on Windows only."). Its title is hidden from
 * visitors the entry's mark ("Not on iOS") already tells.
 */
export function PlatformLimitNote({type = 'warning', children}: NoteProps): ReactNode {
  const limits = useContext(EntryContext)?.limits ?? [];
  if (limits.length === 0) throw new Error('<PlatformLimitNote /> needs an entry with limits="…" around it.');
  // The visitors whose entry title carries the mark (`visitorCss` hides the title from them).
  const title = (id: PlatformLimitId) => {
    const markedFor = PLATFORM_IDS.filter((platform) => !limitAllows(id, platform));
    return <span {...{[MARKED_FOR_ATTRIBUTE]: markedFor.join(' ')}}>{limitTitle(id)}</span>;
  };
  return limits.map((id, index) => (
    <Admonition key={id} type={type} title={title(id)}>
      <p>{limitSentence(id)}</p>
      {index === limits.length - 1 && children}
    </Admonition>
  ));
}

/** Every platform limit as a list of sentences. */
export default function PlatformLimitList(): ReactNode {
  return (
    <ul>
      {(Object.keys(PLATFORM_LIMITS) as PlatformLimitId[]).map((id) => (
        <li key={id}>{limitSentence(id)}</li>
      ))}
    </ul>
  );
}

/** The mark beside an entry's title for a visitor whose platform lacks its feature: "Not on iOS". */
export function platformBadge(note: Note, platform: PlatformId): string {
  const values = {platform: platformLabel(platform)};
  return note.partly
    ? translate(
        {
          id: 'help.accordion.platformBadge.limited',
          message: 'Limited on {platform}',
          description: "Mark beside a help entry's title",
        },
        values,
      )
    : translate(
        {
          id: 'help.accordion.platformBadge.missing',
          message: 'Not on {platform}',
          description: "Mark beside a help entry's title",
        },
        values,
      );
}
