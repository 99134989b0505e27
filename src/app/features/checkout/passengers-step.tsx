import type { BusOffering } from '#shared/contract/booking-search.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { ID_NUMBER_MAX, NAME_MAX } from '#shared/domain/field-lengths.ts'
import { Field } from '#app/ui/field.tsx'
import type { CheckoutErrors, Gender, TravellerForm } from './checkout-form.ts'
import { documentFor } from './booking-payload.ts'

interface PassengersStepProps {
  bus: BusOffering
  roundTrip: boolean
  travellers: TravellerForm[]
  errors: CheckoutErrors
  /** SPEC §5: a signed-in customer's own name and gender are fixed. */
  lockedMain: { fullName: boolean; gender: boolean }
  onChange: (index: number, patch: Partial<TravellerForm>) => void
}

/** SPEC §4 Checkout, Passenger Details: the main traveller and one block per extra seat. */
export function PassengersStep(props: PassengersStepProps) {
  return (
    <>
      {props.travellers.map((traveller, index) => (
        <TravellerFields key={index} index={index} traveller={traveller} {...props} />
      ))}
    </>
  )
}

function TravellerFields({
  index,
  traveller,
  bus,
  roundTrip,
  errors,
  lockedMain,
  onChange,
}: PassengersStepProps & { index: number; traveller: TravellerForm }) {
  const error = (field: string) => errors[`travellers.${index}.${field}`]
  const update = (patch: Partial<TravellerForm>) => onChange(index, patch)
  const main = index === 0
  const document = documentFor(bus, traveller.documentId)
  return (
    <fieldset className="traveller">
      <legend>{main ? 'Main passenger' : `Passenger ${index + 1}`}</legend>
      <Field label="Full Name" error={error('fullName')}>
        {(control) => (
          <input
            {...control}
            autoComplete={main ? 'name' : 'off'}
            maxLength={NAME_MAX}
            readOnly={main && lockedMain.fullName}
            value={traveller.fullName}
            onChange={(event) => update({ fullName: event.target.value })}
          />
        )}
      </Field>
      <Field label="Gender" error={error('gender')}>
        {(control) => (
          <select
            {...control}
            disabled={main && lockedMain.gender}
            value={traveller.gender}
            onChange={(event) => update({ gender: event.target.value as Gender })}
          >
            <option value="">Select gender</option>
            <option value="0">Male</option>
            <option value="1">Female</option>
          </select>
        )}
      </Field>
      {bus.isInternational && (
        <>
          <Field
            label="ID Type"
            error={error('documentId')}
            hint={
              document
                ? `Document fee: ${formatNaira(document.markupAmount)}${roundTrip ? ' each way' : ''}`
                : undefined
            }
          >
            {(control) => (
              <select
                {...control}
                value={traveller.documentId}
                onChange={(event) => update({ documentId: event.target.value })}
              >
                <option value="">Select ID type</option>
                {bus.travelDocumentFeesInfo.map((d) => (
                  <option key={d.travelDocumentId} value={String(d.travelDocumentId)}>
                    {d.travelDocument.documentType} ({formatNaira(d.markupAmount)})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="ID Number" error={error('idNumber')}>
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                maxLength={ID_NUMBER_MAX}
                value={traveller.idNumber}
                onChange={(event) => update({ idNumber: event.target.value })}
              />
            )}
          </Field>
        </>
      )}
    </fieldset>
  )
}
