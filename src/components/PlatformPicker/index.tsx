import {useId, type ReactNode} from 'react';
import {NEEDS_SCRIPT_ATTRIBUTE} from '../AccordionGroup';
import {PLATFORM_CHOICES, parsePlatform} from '@site/src/data/platforms';
import {SEARCH_IGNORE_ATTRIBUTE} from '@site/src/data/search';
import {usePlatform} from '@site/src/hooks/useVisitor';
import styles from './styles.module.css';

/**
 * "I use Deck Hopper on …": the visitor's platform, from `?platform=` or
 * remembered. Entries whose feature is missing there say so, and steps that
 * differ by platform show theirs first. Without JavaScript it is hidden: the
 * page then shows every platform's notes, as it always does.
 */
export default function PlatformPicker(): ReactNode {
  const id = useId();
  const [platform, setPlatform] = usePlatform();
  return (
    <div className={styles.picker} {...{[NEEDS_SCRIPT_ATTRIBUTE]: '', [SEARCH_IGNORE_ATTRIBUTE]: ''}}>
      <label htmlFor={id}>I use Deck Hopper on</label>
      <select
        id={id}
        className={styles.select}
        value={platform ?? ''}
        onChange={(event) => setPlatform(parsePlatform(event.target.value))}
      >
        <option value="">any platform</option>
        {PLATFORM_CHOICES.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
