import {sendToAnalytics} from '@site/src/plugins/analytics/webVitals';

describe('page-speed reporting', () => {
  it('sends each figure to the analytics tag as a non-interaction event', () => {
    const gtag = jest.fn();
    sendToAnalytics({name: 'LCP', value: 1234.4, id: 'v1', rating: 'good'}, gtag);
    sendToAnalytics({name: 'CLS', value: 0.0123, id: 'v2'}, gtag);
    expect(gtag).toHaveBeenNthCalledWith(
      1,
      'event',
      'LCP',
      expect.objectContaining({value: 1234, non_interaction: true}),
    );
    expect(gtag).toHaveBeenNthCalledWith(2, 'event', 'CLS', expect.objectContaining({value: 12}));
  });

  it('does nothing without the tag', () => {
    expect(() => sendToAnalytics({name: 'LCP', value: 1, id: 'x'}, undefined)).not.toThrow();
  });
});
