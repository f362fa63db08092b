import type { FormEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { isYes, useForm, yesNo } from '@client/components/forms/useForm';
import { filled } from '@client/components/forms/validation';

// The draft of a form (components/forms/useForm.ts): its own errors first, then the server's for a
// field, then the field's hint; one field set at a time, as a switch or a picker does.

const submitEvent = { preventDefault: () => undefined } as FormEvent;

function renderForm(serverErrors?: Record<string, string>) {
  const onValid = jest.fn();
  const view = renderHook(
    ({ errors }) =>
      useForm({ title: '', note: '', open: yesNo(false) }, { title: [filled('Say a title.')] }, errors),
    { initialProps: { errors: serverErrors } },
  );
  const submit = () => act(() => view.result.current.handleSubmit(onValid)(submitEvent));
  return { view, submit, onValid };
}

describe('useForm', () => {
  it('shows a field’s hint until it has an error', () => {
    const { view, submit } = renderForm();
    expect(view.result.current.bind('title', 'What it is about.')).toMatchObject({
      error: false,
      helperText: 'What it is about.',
    });
    submit();
    expect(view.result.current.bind('title', 'What it is about.')).toMatchObject({
      error: true,
      helperText: 'Say a title.',
    });
  });

  it('shows the server’s message for a field that has none of its own', () => {
    const { view, submit, onValid } = renderForm({ title: 'Taken.', note: 'Too long.' });
    expect(view.result.current.bind('note', 'A hint')).toMatchObject({
      error: true,
      helperText: 'Too long.',
    });
    expect(view.result.current.bind('title')).toMatchObject({ error: true, helperText: 'Taken.' });
    submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(view.result.current.bind('title').helperText).toBe('Say a title.');
    // The server's messages go with the request that brought them.
    view.rerender({ errors: undefined });
    expect(view.result.current.bind('note')).toMatchObject({ error: false, helperText: undefined });
  });

  it('sets one field, clearing its error as typing does', () => {
    const { view, submit, onValid } = renderForm();
    submit();
    expect(view.result.current.errors.title).toBe('Say a title.');
    act(() => view.result.current.setValue('title', 'Kick-off'));
    act(() => view.result.current.setValue('open', yesNo(true)));
    expect(view.result.current.errors.title).toBeUndefined();
    expect(view.result.current.values).toEqual({ title: 'Kick-off', note: '', open: 'yes' });
    submit();
    expect(onValid).toHaveBeenCalledWith({ title: 'Kick-off', note: '', open: 'yes' });
  });

  it('keeps a switch as text', () => {
    expect(isYes(yesNo(true))).toBe(true);
    expect(isYes(yesNo(false))).toBe(false);
    expect(yesNo(false)).toBe('');
  });
});
