import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '@client/components/forms/TextInput';

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Verification PIN"
      name="pin"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      inputMode="numeric"
      maxLength={6}
    />
  );
}

describe('text input', () => {
  it('is labelled, typed into, and keeps its input attributes', async () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Verification PIN' });
    await userEvent.type(input, '1234567');
    expect(input).toHaveValue('123456');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('name', 'pin');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks an error and has its text describe the input', () => {
    render(<Field error="PIN is required." />);
    const input = screen.getByRole('textbox', { name: 'Verification PIN' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('PIN is required.');
  });

  it('marks a required field by its attribute, its asterisk hidden from the name', () => {
    const { container } = render(
      <TextInput label="Email" type="email" value="" onChange={() => {}} required />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(container.querySelector('label')).toHaveTextContent('Email *');
    expect(container.querySelector('label > span')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is disabled, and its outline is hidden from assistive technology', () => {
    const { container } = render(<TextInput label="Email" value="a@b.c" onChange={() => {}} disabled />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(container.querySelector('fieldset')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
