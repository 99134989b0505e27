/** A form's refusal, read out at once; renders nothing without one. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="form-alert">
      {message}
    </p>
  )
}
