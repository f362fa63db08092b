import { useId, type ChangeEvent, type FocusEvent, type HTMLAttributes, type Ref } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

// The field is drawn here, like MUI's outlined TextField, from a native input, its label and a
// fieldset whose legend cuts the notch for the shrunk label: MUI's FormControl, InputLabel,
// OutlinedInput and FormHelperText brought InputBase (with TextareaAutosize, always imported),
// NotchedOutline, FormLabel and their context, about 9 KiB of gzip, into the first download of the
// sign-in pages (decision 024). Whether the label is shrunk is CSS, so that a prerendered field
// (typedBeforeHydration.ts) is drawn right before the app takes the page over: focus, text typed
// (the input's blank placeholder no longer shown) or filled in by the browser, or a value.

export interface TextInputProps {
  label: string;
  name?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';
  autoComplete?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
}

/** What a form's `bind(name)` gives a field (components/forms/useForm.ts). */
export type BoundTextInput = Pick<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'error' | 'helperText' | 'inputRef'
>;

/** The outline's colour at rest, as MUI's OutlinedInput has it. */
const restingOutline = (theme: Theme) =>
  theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';

/**
 * An outlined text field with its label and helper text, drawn as MUI's outlined TextField draws
 * one (56px high, the label shrinking into the outline's notch). The label names the input and the
 * helper text describes it for assistive technology.
 */
export function TextInput({
  label,
  helperText,
  error = false,
  fullWidth,
  required,
  disabled,
  inputRef,
  ...input
}: TextInputProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <Box
      data-filled={input.value !== '' || undefined}
      sx={(theme) => {
        const { palette, transitions } = theme;
        const shrunk = {
          '& > label': {
            userSelect: 'none',
            pointerEvents: 'auto',
            maxWidth: 'calc(133% - 32px)',
            transform: 'translate(14px, -9px) scale(0.75)',
          },
          '& legend': {
            maxWidth: '100%',
            transition: transitions.create('max-width', {
              duration: 100,
              easing: transitions.easing.easeOut,
              delay: 50,
            }),
          },
        };
        return {
          // FormControl
          display: 'inline-flex',
          flexDirection: 'column',
          position: 'relative',
          minWidth: 0,
          verticalAlign: 'top',
          ...(fullWidth && { width: '100%' }),
          // InputLabel, outlined
          '& > label': {
            ...theme.typography.body1,
            lineHeight: '1.4375em',
            color: error ? palette.error.main : disabled ? palette.text.disabled : palette.text.secondary,
            display: 'block',
            position: 'absolute',
            left: 0,
            top: 0,
            zIndex: 1,
            pointerEvents: 'none',
            transformOrigin: 'top left',
            transform: 'translate(14px, 16px) scale(1)',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            maxWidth: 'calc(100% - 24px)',
            transition: transitions.create(['color', 'transform', 'max-width'], {
              duration: transitions.duration.shorter,
              easing: transitions.easing.easeOut,
            }),
          },
          // OutlinedInput
          '& > div': {
            ...theme.typography.body1,
            lineHeight: '1.4375em',
            color: disabled ? palette.text.disabled : palette.text.primary,
            boxSizing: 'border-box',
            position: 'relative',
            cursor: disabled ? 'default' : 'text',
            display: 'inline-flex',
            alignItems: 'center',
            borderRadius: `${theme.shape.borderRadius}px`,
            ...(fullWidth && { width: '100%' }),
          },
          '& input': {
            font: 'inherit',
            letterSpacing: 'inherit',
            color: 'currentColor',
            padding: '16.5px 14px',
            border: 0,
            boxSizing: 'content-box',
            background: 'none',
            height: '1.4375em',
            margin: 0,
            WebkitTapHighlightColor: 'transparent',
            display: 'block',
            minWidth: 0,
            width: '100%',
            '&:focus': { outline: 0 },
            '&:invalid': { boxShadow: 'none' },
            '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
            '&::placeholder': { opacity: 0 },
            '&:-webkit-autofill': {
              borderRadius: 'inherit',
              ...(palette.mode === 'dark' && {
                WebkitBoxShadow: '0 0 0 100px #266798 inset',
                WebkitTextFillColor: '#fff',
                caretColor: '#fff',
              }),
            },
            '&:disabled': { opacity: 1, WebkitTextFillColor: palette.text.disabled },
          },
          // NotchedOutline
          '& fieldset': {
            textAlign: 'left',
            position: 'absolute',
            inset: '-5px 0 0 0',
            margin: 0,
            padding: '0 8px',
            pointerEvents: 'none',
            borderRadius: 'inherit',
            borderStyle: 'solid',
            borderWidth: 1,
            borderColor: disabled
              ? palette.action.disabled
              : error
                ? palette.error.main
                : restingOutline(theme),
            overflow: 'hidden',
            minWidth: '0%',
          },
          '& legend': {
            float: 'unset',
            width: 'auto',
            overflow: 'hidden',
            display: 'block',
            padding: 0,
            height: 11,
            fontSize: '0.75em',
            visibility: 'hidden',
            maxWidth: '0.01px',
            transition: transitions.create('max-width', { duration: 50, easing: transitions.easing.easeOut }),
            whiteSpace: 'nowrap',
            '& > span': {
              paddingLeft: '5px',
              paddingRight: '5px',
              display: 'inline-block',
              opacity: 0,
              visibility: 'visible',
            },
          },
          ...(!disabled &&
            !error && {
              '& > div:hover > fieldset': { borderColor: palette.text.primary },
              '@media (hover: none)': { '& > div:hover > fieldset': { borderColor: restingOutline(theme) } },
            }),
          // Focused: the label in the field's colour, the outline thicker.
          '&:focus-within > label': { color: error ? palette.error.main : palette.primary.main },
          '&:focus-within > div > fieldset': {
            borderWidth: 2,
            borderColor: error ? palette.error.main : palette.primary.main,
          },
          // FormHelperText, outlined
          '& > p': {
            ...theme.typography.caption,
            color: error ? palette.error.main : disabled ? palette.text.disabled : palette.text.secondary,
            textAlign: 'left',
            margin: '3px 14px 0',
          },
          // The label shrinks into the notch when the field is focused, holds text or was filled in
          // by the browser. Each test is a rule of its own: a browser without `:has()` or
          // `:autofill` drops only that one (it keeps the value's attribute, set as it renders).
          '&:focus-within, &[data-filled]': shrunk,
          '&:has(input:not(:placeholder-shown))': shrunk,
          '&:has(input:autofill)': shrunk,
          '&:has(input:-webkit-autofill)': shrunk,
        };
      }}
    >
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden>{'\u2009*'}</span>}
      </label>
      <div>
        <input
          id={id}
          ref={inputRef}
          required={required}
          disabled={disabled}
          aria-invalid={error}
          aria-describedby={helperId}
          // Blank, for `:placeholder-shown` to tell an empty field before the app has rendered it.
          placeholder=" "
          {...input}
        />
        <fieldset aria-hidden>
          <legend>
            <span>
              {label}
              {required && '\u2009*'}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText && <p id={helperId}>{helperText}</p>}
    </Box>
  );
}
