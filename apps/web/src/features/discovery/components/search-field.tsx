/**
 * A labelled search box: type="search", capped at the autocomplete limit, the phone keyboard's
 * key says 搜尋. Used by /brands (the index page has the search combobox: home-search-form.tsx).
 */
import { useId } from 'react';
import { MAX_SEARCH_LENGTH } from '../api/get-autocomplete';

/** `value`/`onChange`: the text (controlled); `label` and `placeholder`: zh-TW. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange(text: string): void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="field"
        value={value}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={placeholder}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
