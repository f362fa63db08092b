import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
// eslint-disable-next-line no-restricted-imports -- the test makes the markup a server would send
import { renderToString } from 'react-dom/server';
import { TextInput } from '@client/components/forms/TextInput';
import { useForm } from '@client/components/forms/useForm';
import { typedBeforeHydration } from '@client/components/forms/typedBeforeHydration';

// A prerendered form typed into before the page is hydrated keeps the visitor's text
// (docs/decisions/027-prerendered-public-pages.md).

function Form() {
  const { bind, values } = useForm({ email: '', note: '' }, {});
  return (
    <form>
      <TextInput label="Email" {...bind('email')} />
      <TextInput label="Note" {...bind('note')} />
      <output>{values.email}</output>
    </form>
  );
}

/**
 * The markup a server would send. In jsdom the form's hooks take the browser's layout effect, which
 * React's server renderer warns about; the prerender build, in Node, takes the plain effect.
 */
function serverMarkup(element: ReactElement): string {
  const forward = console.error;
  const error = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) forward(...args);
  });
  try {
    return renderToString(element);
  } finally {
    error.mockRestore();
  }
}

// React's act() outside Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('text typed before hydration', () => {
  it("becomes the form's own, and stays through the next render", async () => {
    const container = document.createElement('div');
    container.innerHTML = serverMarkup(<Form />);
    document.body.append(container);
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    // The visitor types while the page's scripts are still loading.
    email.value = 'early@example.com';

    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(container.querySelector('output')?.textContent).toBe('early@example.com');
    expect(email.value).toBe('early@example.com');
    expect(container.querySelector<HTMLInputElement>('input[name="note"]')!.value).toBe('');
    container.remove();
  });

  it('finds nothing in a field that holds what its state holds, or in a checkbox', () => {
    const text = document.createElement('input');
    text.value = 'same';
    expect(typedBeforeHydration(text, 'same')).toBeNull();
    expect(typedBeforeHydration(text, '')).toBe('same');
    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(typedBeforeHydration(box, '')).toBeNull();
    expect(typedBeforeHydration(null, '')).toBeNull();
  });
});
