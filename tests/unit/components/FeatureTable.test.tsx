import {render, screen, within} from '@testing-library/react';
import FeatureTable from '@site/src/components/FeatureTable';
import {FEATURES, FEATURE_SECTIONS} from '@site/src/data/features';

describe('FeatureTable', () => {
  it('has the Feature, Basic and Pro columns', () => {
    const {container} = render(<FeatureTable />);
    const head = container.querySelector('thead')!;
    expect(within(head).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Feature', 'Basic', 'Pro']);
  });

  it('shows every group as a heading row', () => {
    render(<FeatureTable />);
    for (const {label} of FEATURE_SECTIONS) {
      expect(screen.getByRole('columnheader', {name: label})).toHaveAttribute('scope', 'colgroup');
    }
  });

  it.each(FEATURES.map((feature) => [feature.name, feature] as const))('renders %s with its values', (_name, feature) => {
    render(<FeatureTable />);
    const header = screen.getByRole('rowheader', {name: new RegExp(`^${escape(feature.name)}`)});
    if (feature.description) expect(header).toHaveTextContent(feature.description);
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

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
