import { useId } from 'react';

/** A labelled filter with an "All" choice; undefined means no filter. */
export function AdminSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value | undefined;
  options: Record<Value, string>;
  onChange(value: Value | undefined): void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        className="flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none dark:bg-input/30"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? (event.target.value as Value) : undefined)}
      >
        <option value="">All</option>
        {(Object.keys(options) as Value[]).map((key) => (
          <option key={key} value={key}>
            {options[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
