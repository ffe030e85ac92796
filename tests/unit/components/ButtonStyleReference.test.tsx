import {render, screen} from '@testing-library/react';
import {
  DhEmbedTable,
  DhStylesExample,
  DhStylesTable,
} from '@site/src/plugins/help/theme/HelpTools/ButtonStyleReference';
import {AutoCloseNever} from '@site/src/plugins/help/theme/HelpTools/MediaRules';

jest.mock(
  '@theme/CodeBlock',
  () => ({__esModule: true, default: ({children}: {children: string}) => <pre>{children}</pre>}),
  {virtual: true},
);

describe('the dh_styles reference', () => {
  it('lists every key with its values and default, from src/data', () => {
    render(<DhStylesTable />);
    const rows = screen
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Key', 'Allowed values', 'Default'],
      ['dh_text_color', 'An HTML colour name (red) or a hex colour (#ff8800)', 'Not set'],
      ['dh_text_shadow', 'Any value: when the key is present, the text shadow is removed', 'Shadow shown'],
      ['dh_align', 'left, center or right', 'center'],
      ['dh_font_weight', 'normal, bold, bolder or lighter', 'bold'],
      ['dh_font_style', 'normal, italic or oblique', 'normal'],
      ['dh_embed', 'An object with channel and type: see Twitch embeds', 'No embed'],
    ]);
    expect(screen.getByRole('link', {name: 'Twitch embeds'})).toHaveAttribute('href', '#twitchEmbeds');
  });

  it('lists the embed keys and types', () => {
    render(<DhEmbedTable />);
    expect(screen.getByRole('row', {name: /^type/})).toHaveTextContent('video, chat or video-chat');
  });

  it('describes the example in the words of the builder, with the JSON the builder makes', () => {
    render(<DhStylesExample />);
    expect(screen.getByText(/^For example/)).toHaveTextContent(
      'For example, these init variables give a button right-aligned italic orange text without shadow:',
    );
    expect(JSON.parse(document.querySelector('pre')!.textContent)).toEqual({
      dh_styles: {dh_text_color: '#ff8800', dh_text_shadow: true, dh_align: 'right', dh_font_style: 'italic'},
    });
  });

  it('shows the auto-close value that never closes', () => {
    render(<AutoCloseNever />);
    expect(document.querySelector('code')).toHaveTextContent(/^0$/);
  });
});
