/**
 * −/+ stepper with labelled buttons (tap targets 44 px). Used for line quantities (1–99) and option
 * quantities (spec §3 option max_quantity).
 */
import clsx from 'clsx';

export interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
  decreaseLabel: string;
  increaseLabel: string;
  /** Accessible name of the group, e.g. "珍珠奶茶 數量". */
  label: string;
  /** Blocks + even below max (e.g. the option group is full). */
  increaseDisabled?: boolean;
  className?: string;
}

export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
  label,
  increaseDisabled,
  className,
}: QuantityStepperProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a stepper is a group of two buttons and a value, not a fieldset
    <div role="group" aria-label={label} className={clsx('flex items-center gap-1', className)}>
      <button
        type="button"
        className="btn-icon"
        aria-label={decreaseLabel}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite" className="w-8 text-center text-lg font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className="btn-icon"
        aria-label={increaseLabel}
        disabled={value >= max || increaseDisabled}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
