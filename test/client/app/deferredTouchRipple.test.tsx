import { createRef } from 'react';
import { render, waitFor } from '@testing-library/react';
import type { TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import DeferredTouchRipple from '@client/app/build/deferredTouchRipple';

// The client build's stand-in for ButtonBase's ripple: the real one once its code is there.

describe('the deferred touch ripple', () => {
  it('renders the real ripple once loaded, and hands ButtonBase its start, stop and pulsate', async () => {
    const ref = createRef<TouchRippleActions>();
    const { container } = render(
      <span>
        <DeferredTouchRipple ref={ref} center={false} />
      </span>,
    );
    await waitFor(() => expect(container.querySelector('.MuiTouchRipple-root')).not.toBeNull());
    expect(typeof ref.current?.start).toBe('function');
    expect(typeof ref.current?.stop).toBe('function');
    expect(typeof ref.current?.pulsate).toBe('function');
  });
});
