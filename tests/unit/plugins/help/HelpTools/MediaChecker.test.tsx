import {fireEvent, render, screen} from '@testing-library/react';
import {MEDIA_RULES as RULES} from '@site/docs/_data/mediaRules';
import Checker from '@site/src/plugins/help/theme/HelpTools/MediaChecker/Checker';
import {listInText} from '@site/src/texts/platforms';

const {youtube, videoExtensions, autoCloseNever, openUrlDefaultSize} = RULES;
const ID = 'dQw4-9_gXcQ'.repeat(youtube.idLength).slice(0, youtube.idLength);
const youtubeAddress = (id: string) => `https://${youtube.shortHosts[0]}/${id}`;
const check = (value: string) => fireEvent.change(screen.getByLabelText('Media address'), {target: {value}});

describe('the media checker', () => {
  it('says how each kind of address is shown, in a status the screen reader announces', () => {
    render(<Checker rules={RULES} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Paste or type an address above.');

    check(youtubeAddress(ID));
    expect(status).toHaveTextContent('YouTube video');
    expect(status).toHaveTextContent(`its video id is ${ID}, ${youtube.idLength} characters`);

    const extension = videoExtensions.at(-1)!;
    check(`https://cdn.example.com/clip${extension.toUpperCase()}?x=1`);
    expect(status).toHaveTextContent(`plays it as a video: the address ends in ${extension}`);

    check(youtubeAddress(`${ID}Q`));
    expect(status).toHaveTextContent(`has ${youtube.idLength + 1} characters instead of ${youtube.idLength}`);
    expect(status).toHaveTextContent('shows it as an image');
    expect(status).toHaveTextContent(`does not end in ${listInText(videoExtensions, 'or')}`);
  });

  it('marks text that is not a web address as an error of the field', () => {
    render(<Checker rules={RULES} />);
    check('javascript:alert(1)');
    const field = screen.getByLabelText('Media address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Error: This is not a web address/);
  });

  it('reminds of the auto-close value and the Open URL window size of the version’s rules', () => {
    render(<Checker rules={RULES} />);
    expect(screen.getByText(/keeps the popup or the window open until it is closed/)).toHaveTextContent(
      new RegExp(`^Auto close: ${autoCloseNever} keeps`),
    );
    expect(
      screen.getByText(`Open URL's window is ${openUrlDefaultSize.width} × ${openUrlDefaultSize.height}`, {
        exact: false,
      }),
    ).toBeInTheDocument();
  });
});
