import {render, screen, within} from '@testing-library/react';
import LaunchFlagTable from '@site/src/plugins/help/theme/HelpTools/LaunchFlagTable';
import SettingsTable from '@site/src/plugins/help/theme/HelpTools/SettingsTable';
import {PLATFORM_SCOPES} from '@site/src/data/platforms';
import {APP_SETTINGS, LAUNCH_FLAGS} from '@site/src/data/settings';

describe('SettingsTable', () => {
  it('shows every setting of the data with what it does and where', () => {
    render(<SettingsTable />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(APP_SETTINGS.length);
    APP_SETTINGS.forEach((setting, index) => {
      const row = rows[index]!;
      expect(within(row).getByRole('rowheader')).toHaveTextContent(setting.name);
      const [description, where] = within(row).getAllByRole('cell');
      expect(description).toHaveTextContent(setting.description);
      expect(where).toHaveTextContent(PLATFORM_SCOPES[setting.scope].label);
    });
  });

  it('links a setting to its setup entry on the same page', () => {
    render(<SettingsTable />);
    expect(screen.getByRole('link', {name: 'floating Hopper button'})).toHaveAttribute('href', '#floatingHopperButton');
    expect(screen.getByRole('link', {name: 'hidden decks'})).toHaveAttribute('href', '#hideDecks');
  });
});

describe('LaunchFlagTable', () => {
  it('shows every launch flag of the data as code, with what it does', () => {
    render(<LaunchFlagTable />);
    const headers = screen.getAllByRole('rowheader');
    expect(headers.map((th) => th.textContent)).toEqual(LAUNCH_FLAGS.map(({flag}) => flag));
    expect(headers[0]!.querySelector('code')).not.toBeNull();
  });
});
