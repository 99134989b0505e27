import {
  VEHICLE_COLOURS,
  VEHICLE_MAKERS,
  VEHICLE_MODELS,
  vehicleYears,
} from '#shared/domain/enquiry-options.ts'
import { Field, type Tie } from '#app/ui/field.tsx'

export const EMPTY_VEHICLE = { Make: '', VehicleModel: '', Colour: '', VehicleMake: '' }
type Vehicle = typeof EMPTY_VEHICLE

const choices: [keyof Vehicle, string, readonly (string | number)[]][] = [
  ['Make', 'Vehicle Maker', VEHICLE_MAKERS],
  ['VehicleModel', 'Vehicle Model', VEHICLE_MODELS],
  ['Colour', 'Colour', VEHICLE_COLOURS],
  ['VehicleMake', 'Year', vehicleYears()],
]

/** SPEC §5 Partner vehicle step: maker, model, colour and year, and how many such buses. */
export function PartnerVehicleStep({
  vehicle,
  count,
  onChange,
  onCount,
  tie,
}: {
  vehicle: Vehicle
  count: string
  onChange: (key: keyof Vehicle, value: string) => void
  onCount: (count: string) => void
  /** How the last Submit refused each field, by name. */
  tie: (key: keyof Vehicle | 'NumberOfVehicles') => Tie
}) {
  return (
    <>
      {choices.map(([key, label, options]) => (
        <Field key={key} label={label} {...tie(key)}>
          {(control) => (
            <select
              {...control}
              value={vehicle[key]}
              onChange={(e) => onChange(key, e.target.value)}
            >
              <option value="">Choose</option>
              {options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          )}
        </Field>
      ))}
      <Field label="Number of Vehicles" {...tie('NumberOfVehicles')}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            value={count}
            onChange={(e) => onCount(e.target.value)}
          />
        )}
      </Field>
    </>
  )
}
