import {render, screen, within} from '@testing-library/react';
import FeatureTable from '@site/src/components/products/FeatureTable';
import {featureName, featureNote, groupLabel} from '@site/src/components/products/FeatureTable/texts';
import {FEATURES, FEATURE_SECTIONS} from '@site/src/data/features';

describe('FeatureTable', () => {
  it('has the Feature, Basic and Pro columns', () => {
    const {container} = render(<FeatureTable />);
    const head = container.querySelector('thead')!;
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Feature', 'Basic', 'Pro']);
  });

  it('shows every group as a heading row for the rows below it', () => {
    const {container} = render(<FeatureTable />);
    const groups = [...container.querySelectorAll('tbody > tr:first-child > th')];
    expect(groups.map((th) => th.textContent)).toEqual(FEATURE_SECTIONS.map(({group}) => groupLabel(group)));
    for (const th of groups) expect(th).toHaveAttribute('scope', 'rowgroup');
  });

  it('gives every feature a row: its name with its note in brackets as the row header, then its Basic and Pro values', () => {
    // One render for all of them: the table is the same for each.
    render(<FeatureTable />);
    for (const feature of FEATURES) {
      const note = featureNote(feature);
      const name = featureName(feature);
      const header = screen.getByRole('rowheader', {name: named(note ? `${name} (${note})` : name)});
      const cells = within(header.closest('tr')!).getAllByRole('cell');
      expect(cells.map((cell) => cell.textContent)).toEqual([
        feature.basic ? 'Included in Basic' : 'Not in Basic',
        feature.pro ? 'Included in Pro' : 'Not in Pro',
      ]);
    }
  });

  it('draws yes and no as different shapes, hidden from screen readers', () => {
    const {container} = render(<FeatureTable />);
    const icons = container.querySelectorAll('td svg');
    expect(icons).toHaveLength(FEATURES.length * 2);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});

/**
 * Matches an accessible name as written. The test DOM treats every span as a
 * block and pads it with spaces, so spaces inside brackets are ignored.
 */
function named(expected: string): (name: string) => boolean {
  return (name) => name.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')') === expected;
}
