import { type RefObject } from 'react';
import { useBrowserLayoutEffect } from '@client/components/useBrowserLayoutEffect';

// A prerendered page (docs/decisions/027-prerendered-public-pages.md) shows its fields before the app
// has taken the page over, and a visitor may type into them meanwhile. React keeps what the field
// holds when it hydrates, but the form's state does not have it: the next render would empty the
// field. The text is taken over as the visitor's own change as the field mounts.

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The text a text field holds that its state does not, or null. */
export function typedBeforeHydration(field: Field | null | undefined, value: string): string | null {
  if (!field || (field instanceof HTMLInputElement && !isTextual(field))) return null;
  return field.value !== value ? field.value : null;
}

const isTextual = (input: HTMLInputElement) =>
  ['text', 'email', 'password', 'tel', 'url', 'search', 'number'].includes(input.type);

/** Takes over, once as it mounts, the text typed into one field before the page was hydrated. */
export function useTypedBeforeHydration(
  ref: RefObject<Field | null>,
  value: string,
  onTyped: (value: string) => void,
): void {
  useBrowserLayoutEffect(() => {
    const typed = typedBeforeHydration(ref.current, value);
    if (typed !== null) onTyped(typed);
    // Only as it mounts: later differences are the field's own controlled updates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The app takes over a prerendered form (boot.ts holds a form sent before then): true when the
 * visitor sent it early, and it is then to be sent again, now by the app.
 */
export function claimEarlyForm(form: HTMLFormElement | null | undefined): boolean {
  if (!form) return false;
  const early = (window as unknown as { earlyForms?: { claim(form: HTMLFormElement): boolean } }).earlyForms;
  return early?.claim(form) ?? false;
}
