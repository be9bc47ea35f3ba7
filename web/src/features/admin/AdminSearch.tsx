interface AdminSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}

/** The search box above an operator table. */
export function AdminSearch({ label, placeholder, value, onChange }: AdminSearchProps) {
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm sm:max-w-sm"
    />
  );
}
