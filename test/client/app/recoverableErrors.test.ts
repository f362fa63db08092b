import { reportRecoverableError } from '@client/app/startApp';

// What hydrating a prerendered page reports (app/startApp.tsx): a part drawn anew because it changed
// before it was hydrated is noted; any other recoverable error is reported as React reports it.

describe('recoverable errors while hydrating', () => {
  const reportError = jest.fn();
  const original = globalThis.reportError;
  beforeEach(() => {
    reportError.mockReset();
    globalThis.reportError = reportError;
  });
  afterEach(() => {
    globalThis.reportError = original;
    jest.restoreAllMocks();
  });

  it('notes an update before hydration (React error 421), minified or not, without reporting it', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    reportRecoverableError(
      new Error('Minified React error #421; visit https://reactjs.org/docs/error-decoder.html?invariant=421'),
    );
    reportRecoverableError(
      new Error('This Suspense boundary received an update before it finished hydrating.'),
    );
    expect(reportError).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(2);
  });

  it('reports a mismatch between the markup and the first render', () => {
    const mismatch = new Error(
      'Minified React error #418; visit https://reactjs.org/docs/error-decoder.html?invariant=418',
    );
    reportRecoverableError(mismatch);
    expect(reportError).toHaveBeenCalledWith(mismatch);
  });
});
