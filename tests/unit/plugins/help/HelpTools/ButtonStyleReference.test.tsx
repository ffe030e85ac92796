import {render, screen} from '@testing-library/react';
import {BUTTON_STYLES as RULES} from '@site/docs/_data/buttonStyles';
import {
  DhEmbedTable,
  DhStylesExample,
  DhStylesTable,
} from '@site/src/plugins/help/theme/HelpTools/ButtonStyleReference';
import {listInText} from '@site/src/texts/platforms';
import {describeStyle, exampleStyle, toDhStyles} from '@site/src/plugins/help/theme/HelpTools/dhStyles';

jest.mock(
  '@theme/CodeBlock',
  () => ({__esModule: true, default: ({children}: {children: string}) => <pre>{children}</pre>}),
  {virtual: true},
);

const {keys, values, defaults, embedKeys} = RULES;
const choices = (list: readonly string[]) => listInText(list, 'or');

describe('the dh_styles reference', () => {
  it('lists every key of the version’s rules with its values and default', () => {
    render(<DhStylesTable rules={RULES} />);
    const rows = screen
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Key', 'Allowed values', 'Default'],
      [keys.textColor, `An HTML colour name (red) or a hex colour (${RULES.example.textColor})`, 'Not set'],
      [keys.textShadow, 'Any value: when the key is present, the text shadow is removed', 'Shadow shown'],
      [keys.align, choices(values.align), defaults.align],
      [keys.fontWeight, choices(values.fontWeight), defaults.fontWeight],
      [keys.fontStyle, choices(values.fontStyle), defaults.fontStyle],
      [keys.embed, `An object with ${embedKeys.channel} and ${embedKeys.type}: see Twitch embeds`, 'No embed'],
    ]);
    expect(screen.getByRole('link', {name: 'Twitch embeds'})).toHaveAttribute('href', '#twitchEmbeds');
  });

  it('lists the embed keys and types', () => {
    render(<DhEmbedTable rules={RULES} />);
    expect(screen.getByRole('row', {name: new RegExp(`^${embedKeys.channel}`)})).toHaveTextContent('lower case');
    expect(screen.getByRole('row', {name: new RegExp(`^${embedKeys.type}`)})).toHaveTextContent(
      choices(values.embedType),
    );
  });

  it('describes the example in the words of the builder, with the JSON the builder makes', () => {
    render(<DhStylesExample rules={RULES} />);
    const example = exampleStyle(RULES);
    const description = describeStyle(example, RULES);
    expect(screen.getByText(/^For example/)).toHaveTextContent(
      `For example, these init variables give a button ${description}:`,
    );
    expect(JSON.parse(document.querySelector('pre')!.textContent)).toEqual({
      [RULES.stylesKey]: toDhStyles(example, RULES),
    });
  });
});
