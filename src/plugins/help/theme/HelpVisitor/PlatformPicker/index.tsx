import {useId, useLayoutEffect, useRef, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {PLATFORM_CHOICES, parsePlatform} from '@site/src/data/platforms';
import {PRODUCT_NAME} from '@site/src/data/constants';
import {usePlatform} from '../../../client/useVisitor';
import {platformLabel} from '@site/src/texts/platforms';
import styles from './styles.module.css';
import {SCRIPT_ONLY_PROPS} from '../../../contract';

/**
 * "I use Deck Hopper on …": the visitor's platform (`usePlatform`), a guess
 * said to be one until the visitor chooses. Hidden without JavaScript.
 */
export default function PlatformPicker(): ReactNode {
  const id = useId();
  const [platform, setPlatform, guessed] = usePlatform();
  const select = useRef<HTMLSelectElement>(null);
  const shown = platform ?? '';
  // Chosen before the scripts ran: taken as hydration ends, before a render could reset the menu.
  useLayoutEffect(() => {
    if (select.current && select.current.value !== shown) setPlatform(parsePlatform(select.current.value));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, as the menu is first shown
  return (
    <div className={styles.picker} {...SCRIPT_ONLY_PROPS}>
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
        ref={select}
        // The browser restores no value on Back: the menu's value before hydration is the visitor's own choice.
        autoComplete="off"
        className={styles.select}
        value={shown}
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
            {guessed && choice.id === platform
              ? translate(
                  {
                    id: 'help.platformPicker.guessed',
                    message: '{platform} (guessed from your browser)',
                    description: 'The platform the picker suggests from the browser, until the visitor chooses',
                  },
                  {platform: platformLabel(choice.id)},
                )
              : platformLabel(choice.id)}
          </option>
        ))}
      </select>
    </div>
  );
}
