/** A small ring that turns while something runs; `label` is read by screen readers. */
export function Spinner({ label }: { label: string }) {
  return <span className="spinner" role="status" aria-label={label} />;
}
