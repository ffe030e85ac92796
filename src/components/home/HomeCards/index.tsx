import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ProBadge from '@site/src/components/site/ProBadge';
import {HOME_CARDS, type HomeCard} from '@site/src/data/homeCards';
import {CardIconSvg} from './icons';
import {cardTexts} from './texts';
import styles from './styles.module.css';

function Card({id, icon, color, pro}: HomeCard): ReactNode {
  const {title, description} = cardTexts(id);
  return (
    <li className={styles.card}>
      <span className={clsx(styles.icon, styles[color])}>
        <CardIconSvg icon={icon} />
      </span>
      <Heading as="h3" className={styles.title}>
        {title}
        {pro ? (
          <span className={styles.pro}>
            <ProBadge />
          </span>
        ) : null}
      </Heading>
      <p className={styles.description}>{description}</p>
    </li>
  );
}

/** The "Why Choose Deck Hopper?" grid. */
export default function HomeCards(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="why-deck-hopper">
      <div className="container">
        <Heading as="h2" id="why-deck-hopper" className={clsx('text--center', styles.heading)}>
          <Translate id="home.cards.heading">Why Choose Deck Hopper?</Translate>
        </Heading>
        <ul className={clsx('clean-list margin--none', styles.grid)}>
          {HOME_CARDS.map((card) => (
            <Card key={card.id} {...card} />
          ))}
        </ul>
      </div>
    </section>
  );
}
