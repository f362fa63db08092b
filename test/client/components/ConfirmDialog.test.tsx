import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '@client/components/ConfirmDialog';

// A confirmed write is asked for once: the buttons are off while the request runs, and while a
// dialog that closed on confirming still fades out (MUI's own transition, 195 ms, not the tests'
// theme without transitions).

function Closing({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Clear all notifications?"
      confirmLabel="Clear"
      onCancel={() => setOpen(false)}
      onConfirm={() => {
        setOpen(false);
        onConfirm();
      }}
    >
      Every notification will be removed.
    </ConfirmDialog>
  );
}

describe('the confirm dialog', () => {
  it('confirms once for a double click on a dialog that closes as it confirms', async () => {
    const onConfirm = jest.fn();
    render(<Closing onConfirm={onConfirm} />);
    const clear = screen.getByRole('button', { name: 'Clear' });
    await userEvent.setup({ pointerEventsCheck: 0 }).dblClick(clear);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(clear).toBeDisabled();
  });

  it('is off, with a busy confirm button, while its request runs', () => {
    render(
      <ConfirmDialog open title="Delete this task?" pending onConfirm={jest.fn()} onCancel={jest.fn()}>
        “Plan” will be deleted.
      </ConfirmDialog>,
    );
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
