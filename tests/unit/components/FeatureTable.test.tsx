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
    expect(groups[0]).toHaveTextContent('General');
    for (const th of groups) expect(th).toHaveAttribute('scope', 'rowgroup');
  });

  it('keeps a feature apart from its note for screen readers and text browsers', () => {
    render(<FeatureTable />);
    expect(
      screen.getByRole('rowheader', {name: named('Browser and OBS Dock Support (server mode, Windows only)')}),
    ).toBeInTheDocument();
    expect(screen.getByRole('rowheader', {name: named('Keep Screen Active (mobile)')})).toBeInTheDocument();
    expect(screen.getByRole('rowheader', {name: 'Auto Connect'})).toBeInTheDocument();
    expect(
      screen.getByRole('rowheader', {name: named('Twitch Embed Buttons (supports login (Android), not on iOS)')}),
    ).toBeInTheDocument();
  });

  it.each(FEATURES.map((feature) => [feature.id, feature] as const))('renders %s with its values', (_id, feature) => {
    render(<FeatureTable />);
    const note = featureNote(feature);
    const name = featureName(feature);
    const header = screen.getByRole('rowheader', {name: named(note ? `${name} (${note})` : name)});
    const row = header.closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      feature.basic ? 'Included in Basic' : 'Not in Basic',
      feature.pro ? 'Included in Pro' : 'Not in Pro',
    ]);
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
