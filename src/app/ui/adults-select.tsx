import type { ControlProps } from './field.tsx'
import { MAX_ADULTS } from '#shared/domain/adults.ts'

const COUNTS = Array.from({ length: MAX_ADULTS }, (_, index) => index + 1)

interface AdultsSelectProps extends ControlProps {
  value: number
  onChange: (adults: number) => void
}

/** SPEC §5: adults 1 to 13; children are always 0. */
export function AdultsSelect({ value, onChange, ...control }: AdultsSelectProps) {
  return (
    <select {...control} value={value} onChange={(event) => onChange(Number(event.target.value))}>
      {COUNTS.map((count) => (
        <option key={count} value={count}>
          {count}
        </option>
      ))}
    </select>
  )
}
