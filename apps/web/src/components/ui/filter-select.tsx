/** A filter over one field: '' ('All …', the first choice) or one option's id; named by `label`. */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: ReadonlyArray<{ id: string; name: string }>;
  onChange: (value: string) => void;
  className: string;
}) {
  return (
    <select aria-label={label} className={className} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
