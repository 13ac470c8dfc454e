/**
 * The one form-field kit of the web app (spec §5 "Forms"): a label, the control, a hint while the field is
 * valid and the zh-TW error message once it is not, tied together with aria-invalid and aria-describedby.
 * The diner's forms (checkout, edit order, invoice, member) and the console's forms all use it; the rules
 * and limits come from the domain's zod schemas (react-hook-form + zodResolver), never from here.
 *
 * `data-field` marks the block (label, control, message) that the cart page centres when a submit is refused.
 */
import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';

/** What the control of a field carries: its id (the label's htmlFor) and its accessible state. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  /** The error message while there is one, else the hint (when shown); undefined when neither is. */
  'aria-describedby': string | undefined;
}

/**
 * How the label looks: `form` the member and console login forms, `light` the long checkout form (regular
 * weight, so its section titles lead), `compact` the console's dense editors.
 */
export type FieldTone = 'form' | 'light' | 'compact';

const LABEL_CLASS: Record<FieldTone, string> = {
  form: 'block font-medium',
  light: 'block text-gray-800',
  compact: 'block text-sm font-semibold',
};

/** A field's error message (role="alert", so it is read out when it appears); nothing without a message. */
export function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <span id={id} role="alert" className="mt-1 block text-sm text-red-700">
      {message}
    </span>
  );
}

/** What every field takes besides its control (see FormField). */
type FieldProps = {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  tone?: FieldTone;
  className?: string;
  labelClassName?: string;
};

/**
 * A labelled field. `children` renders the control with the props it must spread (id, aria-invalid,
 * aria-describedby), so any input, select or textarea fits.
 * @param id the control's id; one is made when absent.
 * @param hint shown under the control while there is no error.
 * @param error the zh-TW message of the field's rule (react-hook-form's `errors.x?.message`).
 */
export function FormField({
  id: givenId,
  label,
  hint,
  error,
  tone = 'form',
  className,
  labelClassName,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showHint = Boolean(hint) && !error;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : showHint ? hintId : undefined,
  };
  return (
    <div className={clsx('min-w-0', className)} data-field>
      <label htmlFor={id} className={labelClassName ?? LABEL_CLASS[tone]}>
        {label}
      </label>
      {children(control)}
      {showHint && (
        <span id={hintId} className="mt-1 block text-sm text-gray-700">
          {hint}
        </span>
      )}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

/** Splits a field component's props into the field's (FormField) and the control's. */
function splitField<P extends FieldProps>(props: P): [FieldProps, Omit<P, keyof FieldProps>] {
  const { id, label, hint, error, tone, className, labelClassName, ...control } = props;
  return [{ id, label, hint, error, tone, className, labelClassName }, control];
}

/** A labelled <input class="field"> (react-hook-form's `register(name)` spreads into it). */
export function TextField(props: ComponentProps<'input'> & FieldProps) {
  const [field, input] = splitField(props);
  return <FormField {...field}>{(control) => <input className="field" {...control} {...input} />}</FormField>;
}

/** A labelled <textarea class="field">. */
export function TextAreaField(props: ComponentProps<'textarea'> & FieldProps) {
  const [field, textarea] = splitField(props);
  return (
    <FormField {...field}>
      {(control) => <textarea className="field py-2" {...control} {...textarea} />}
    </FormField>
  );
}

/** A labelled <select class="field"> of `options`; `placeholder`, when given, is the empty first choice. */
export function SelectField(
  props: ComponentProps<'select'> &
    FieldProps & { placeholder?: string; options: readonly { value: string; label: string }[] },
) {
  const [field, { placeholder, options, ...select }] = splitField(props);
  return (
    <FormField {...field}>
      {(control) => (
        <select className="field disabled:bg-gray-100 disabled:text-gray-600" {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
