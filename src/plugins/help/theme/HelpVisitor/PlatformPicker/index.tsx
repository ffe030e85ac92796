import {useId, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {NEEDS_SCRIPT_ATTRIBUTE} from '../../AccordionGroup';
import {PLATFORM_CHOICES, parsePlatform} from '@site/src/data/platforms';
import {PRODUCT_NAME} from '@site/src/data/constants';
import {SEARCH_IGNORE_ATTRIBUTE} from '@site/src/data/search';
import {usePlatform} from '@site/src/hooks/useVisitor';
import useDataText from '@site/src/i18n/useDataText';
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
  const t = useDataText();
  return (
    <div className={styles.picker} {...{[NEEDS_SCRIPT_ATTRIBUTE]: '', [SEARCH_IGNORE_ATTRIBUTE]: ''}}>
      <label htmlFor={id}>
        <Translate
          id="help.platformPicker.label"
          description="Before the menu of platforms"
          values={{product: PRODUCT_NAME}}
        >
          {'I use {product} on'}
        </Translate>
      </label>
      <select
        id={id}
        className={styles.select}
        value={platform ?? ''}
        onChange={(event) => setPlatform(parsePlatform(event.target.value))}
      >
        <option value="">
          {translate({
            id: 'help.platformPicker.any',
            message: 'any platform',
            description: 'The menu choice for no platform',
          })}
        </option>
        {PLATFORM_CHOICES.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {t(choice.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
