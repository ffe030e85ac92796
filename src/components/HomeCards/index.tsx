import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import ProBadge from '@site/src/components/ProBadge';
import {HOME_CARDS, type HomeCard} from '@site/src/data/homeCards';
import {CardIconSvg} from './icons';
import styles from './styles.module.css';

function Card({title, description, icon, color, pro}: HomeCard): ReactNode {
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
export default function HomeCards({cards = HOME_CARDS}: {cards?: readonly HomeCard[]}): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="why-deck-hopper">
      <div className="container">
        <Heading as="h2" id="why-deck-hopper" className={styles.heading}>
          Why Choose Deck Hopper?
        </Heading>
        <ul className={styles.grid}>
          {cards.map((card) => (
            <Card key={card.title} {...card} />
          ))}
        </ul>
      </div>
    </section>
  );
}
