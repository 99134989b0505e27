/** A form's refusal, read out at once; renders nothing without one. */
export function FormAlert({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="form-alert">
      {message}
    </p>
  )
}
