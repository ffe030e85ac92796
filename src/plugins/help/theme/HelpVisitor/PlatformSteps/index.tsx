import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {parsePlatform, type PlatformId} from '@site/src/data/platforms';
import {usePlatform} from '../../../client/useVisitor';
import {platformLabel} from '@site/src/texts/platforms';
import styles from './styles.module.css';

/**
 * Steps that differ by platform, one `<ForPlatforms>` block each, all in the
 * doc's order; the visitor's is marked in place, moving nothing.
 */
export default function PlatformSteps({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.group}>{children}</div>;
}

type Props = {
  /** The platforms the block is for, space-separated ids: "windows macos linux". */
  platforms: string;
  children: ReactNode;
};

export function ForPlatforms({platforms, children}: Props): ReactNode {
  const [platform] = usePlatform();
  const ids = platforms
    .split(/\s+/)
    .map(parsePlatform)
    .filter((id): id is PlatformId => id !== null);
  const yours = platform !== null && ids.includes(platform);
  return (
    <div className={clsx(styles.block, yours && styles.visitors)} data-platforms={ids.join(' ')}>
      {yours && (
        <p className={styles.yours}>
          <Translate
            id="help.platformSteps.yours"
            description="Over the steps for the visitor's platform"
            values={{platform: platformLabel(platform)}}
          >
            {'For your device, {platform}:'}
          </Translate>
        </p>
      )}
      {children}
    </div>
  );
}
