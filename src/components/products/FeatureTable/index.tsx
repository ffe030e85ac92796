import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import VisuallyHidden from '@site/src/components/site/VisuallyHidden';
import {EDITION_NAMES} from '@site/src/data/editions';
import {FEATURE_SECTIONS, type Feature} from '@site/src/data/features';
import {featureName, featureNote, groupLabel} from './texts';
import styles from './styles.module.css';

/** A check or a dash, plus words for screen readers: never colour alone. */
function Availability({included, edition}: {included: boolean; edition: string}): ReactNode {
  return (
    <td className={styles.value}>
      <svg
        className={clsx(styles.icon, included ? styles.yes : styles.no)}
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
      >
        {included ? (
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <path d="M7 12h10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        )}
      </svg>
      <VisuallyHidden>
        {included ? (
          <Translate
            id="features.table.included"
            description="Screen-reader text of a check mark; {edition}: Basic or Pro"
            values={{edition}}
          >
            {'Included in {edition}'}
          </Translate>
        ) : (
          <Translate
            id="features.table.notIncluded"
            description="Screen-reader text of a dash; {edition}: Basic or Pro"
            values={{edition}}
          >
            {'Not in {edition}'}
          </Translate>
        )}
      </VisuallyHidden>
    </td>
  );
}

/**
 * The note sits on its own line under the name. Hidden parentheses keep the
 * two apart for screen readers and text browsers ("Launch Flags (desktop)").
 */
function FeatureRow(feature: Feature): ReactNode {
  const note = featureNote(feature);
  return (
    <tr>
      <th scope="row" className={styles.feature}>
        <span className={styles.name}>{featureName(feature)}</span>
        {note ? (
          <>
            <VisuallyHidden> (</VisuallyHidden>
            <span className={styles.description}>{note}</span>
            <VisuallyHidden>)</VisuallyHidden>
          </>
        ) : null}
      </th>
      <Availability included={feature.basic} edition={EDITION_NAMES.basic} />
      <Availability included={feature.pro} edition={EDITION_NAMES.pro} />
    </tr>
  );
}

/** The Basic / Pro comparison, one table body per feature group. */
export default function FeatureTable(): ReactNode {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        <Translate id="features.table.caption">Features in Deck Hopper Basic and Pro</Translate>
      </caption>
      <colgroup>
        <col />
        <col className={styles.editionColumn} />
        <col className={styles.editionColumn} />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="features.table.featureColumn">Feature</Translate>
          </th>
          <th scope="col" className={styles.edition}>
            {EDITION_NAMES.basic}
          </th>
          <th scope="col" className={styles.edition}>
            {EDITION_NAMES.pro}
          </th>
        </tr>
      </thead>
      {FEATURE_SECTIONS.map(({group, features}) => (
        <tbody key={group}>
          <tr className={styles.groupRow}>
            <th scope="rowgroup" colSpan={3}>
              {groupLabel(group)}
            </th>
          </tr>
          {features.map((feature) => (
            <FeatureRow key={feature.id} {...feature} />
          ))}
        </tbody>
      ))}
    </table>
  );
}
