import {fireEvent, render, screen} from '@testing-library/react';
import Checker from '@site/src/plugins/help/theme/HelpTools/MediaChecker/Checker';

const check = (value: string) => fireEvent.change(screen.getByLabelText('Media address'), {target: {value}});

describe('the media checker', () => {
  it('says how each kind of address is shown, in a status the screen reader announces', () => {
    render(<Checker />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Paste or type an address above.');

    check('https://youtu.be/dQw4w9WgXcQ');
    expect(status).toHaveTextContent('YouTube video');
    expect(status).toHaveTextContent('its video id is dQw4w9WgXcQ, 11 characters');

    check('https://cdn.example.com/clip.M4V?x=1');
    expect(status).toHaveTextContent('plays it as a video: the address ends in .m4v');

    check('https://youtu.be/dQw4w9WgXcQQ');
    expect(status).toHaveTextContent('has 12 characters instead of 11');
    expect(status).toHaveTextContent('shows it as an image');
    expect(status).toHaveTextContent('does not end in .mp4 or .m4v');
  });

  it('marks text that is not a web address as an error of the field', () => {
    render(<Checker />);
    check('javascript:alert(1)');
    const field = screen.getByLabelText('Media address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Error: This is not a web address/);
  });

  it('reminds of the auto-close rule and the Open URL window size, from src/data', () => {
    render(<Checker />);
    expect(screen.getByText(/keeps the popup or the window open until it is closed/)).toHaveTextContent(
      /^Auto close: 0 keeps/,
    );
    expect(screen.getByText(/Open URL's window is 800 × 600/)).toBeInTheDocument();
  });
});
