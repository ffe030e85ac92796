import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import useDataText from '@site/src/i18n/useDataText';
import {PLATFORM_LIMITS, PLATFORM_SCOPES, limitSentence, type PlatformLimitId} from '@site/src/data/platforms';

type NoteProps = {
  limit: PlatformLimitId;
  /** `warning` when the feature is missing elsewhere, `note` for a hint. */
  type?: 'warning' | 'note';
  /** What to do instead: paragraphs after the limit. */
  children?: ReactNode;
};

/** A help note on a platform limit, worded from src/data/platforms.ts: "Windows only: Server mode currently…". */
export function PlatformLimitNote({limit, type = 'warning', children}: NoteProps): ReactNode {
  const t = useDataText();
  return (
    <Admonition type={type} title={t(PLATFORM_SCOPES[PLATFORM_LIMITS[limit].scope].title)}>
      <p>{t(limitSentence(limit))}</p>
      {children}
    </Admonition>
  );
}

/** Every platform limit (or the ones given) as a list of sentences. */
export default function PlatformLimitList({
  limits = Object.keys(PLATFORM_LIMITS) as PlatformLimitId[],
}: {
  limits?: readonly PlatformLimitId[];
}): ReactNode {
  const t = useDataText();
  return (
    <ul>
      {limits.map((id) => (
        <li key={id}>{t(limitSentence(id))}</li>
      ))}
    </ul>
  );
}
