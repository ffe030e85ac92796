import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorScreen, {errorDetails, errorSummary, errorTitle} from '@site/src/components/site/ErrorScreen';

describe('ErrorScreen', () => {
  it('shows the title, the message, the folded stack and the ways out', async () => {
    const error = new Error('Rendering failed', {cause: new Error('Root cause')});
    const tryAgain = jest.fn();
    render(<ErrorScreen error={error} tryAgain={tryAgain} />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(errorTitle());
    expect(screen.getByText('Rendering failed')).toBeInTheDocument();
    const details = screen.getByText('Technical details for a bug report').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('pre')).toHaveTextContent('Root cause');
    expect(screen.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/deckhopper/');
    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(tryAgain).toHaveBeenCalledTimes(1);
  });

  it('shows a status when a routing failure has no message', () => {
    expect(errorSummary({status: 404, statusText: 'Not Found'})).toBe('404 Not Found');
    expect(errorSummary(new Error('x'))).toBe('x');
  });

  it('renders markup in a message as text', () => {
    render(<ErrorScreen error={new Error('<img src=x onerror=alert(1)>')} tryAgain={() => undefined} />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it('joins the causes for the bug report', () => {
    const text = errorDetails(new Error('top', {cause: new Error('bottom')}));
    expect(text).toMatch(/top[\s\S]*Caused by:[\s\S]*bottom/);
  });
});
