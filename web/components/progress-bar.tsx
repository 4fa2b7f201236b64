/** A determinate progress bar; the label names what progresses, the value text says it in words. */
export function ProgressBar({
  value,
  label,
  valueText,
  className = 'progress',
}: {
  /** 0–100 */
  value: number
  label: string
  valueText?: string
  className?: string
}) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)))
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
    >
      <span className="progress-fill" style={{ width: `${clamped}%` }} />
    </div>
  )
}
