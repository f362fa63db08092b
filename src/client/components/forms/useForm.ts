import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useBrowserLayoutEffect } from '@client/components/useBrowserLayoutEffect';
import { claimEarlyForm, typedBeforeHydration } from './typedBeforeHydration';
import type { Validator } from './validation';

type Rules<K extends string> = Partial<Record<K, Validator[]>>;

const noServerErrors: Partial<Record<string, string>> = {};

/** A switch's value in a draft of texts. */
export const yesNo = (on: boolean) => (on ? 'yes' : '');
export const isYes = (value: string) => value === 'yes';

/**
 * The local draft of a form (UI state, not server data): values, per-field errors, and a submit
 * handler that validates, focuses the first invalid field and only then calls `onValid`. A field
 * shows its own error first, else what the server said of it (`serverErrors`, by field name), else
 * its hint.
 */
export function useForm<K extends string>(
  initial: Record<K, string>,
  rules: Rules<K>,
  serverErrors: Partial<Record<string, string>> = noServerErrors,
) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const refs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const order = Object.keys(initial) as K[];

  const validate = useCallback(
    (current: Record<K, string>) => {
      const found: Partial<Record<K, string>> = {};
      for (const key of order) {
        for (const rule of rules[key] ?? []) {
          const message = rule(current[key], current);
          if (message) {
            found[key] = message;
            break;
          }
        }
      }
      return found;
    },
    // The rules and field order are fixed for a form's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // A prerendered form may have been typed into before the page was hydrated: that text is the
  // visitor's, and becomes the draft's as the form mounts.
  useBrowserLayoutEffect(() => {
    const typed: Partial<Record<K, string>> = {};
    for (const key of order) {
      const text = typedBeforeHydration(refs.current[key], values[key]);
      if (text !== null) typed[key] = text;
    }
    // The fields' text comes from outside React (typed before it took the page over).
    if (Object.keys(typed).length > 0) setValues((v) => ({ ...v, ...typed }));
    // Sent before it was the app's: sent again once the text above is in the draft (after this
    // render's update).
    const form = order.map((key) => refs.current[key]?.form).find(Boolean);
    if (claimEarlyForm(form)) setTimeout(() => form?.requestSubmit(), 0);
    // Only as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** One field's new value (a switch's, a picker's); its error goes, as it does when it is typed in. */
  const setValue = (name: K, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((er) => ({ ...er, [name]: undefined }));
  };

  const bind = (name: K, hint?: string) => {
    const message = errors[name] ?? serverErrors[name];
    return {
      name,
      value: values[name],
      error: Boolean(message),
      helperText: message ?? hint,
      inputRef: (el: HTMLInputElement | null) => {
        refs.current[name] = el;
      },
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, e.target.value),
    };
  };

  const handleSubmit = (onValid: (v: Record<K, string>) => void) => (e: FormEvent) => {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    const first = order.find((k) => found[k]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    onValid(values);
  };

  return { values, setValues, setValue, errors, bind, handleSubmit };
}
