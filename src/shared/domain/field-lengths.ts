// What a booking or a hire keeps, and its ticket shows back: a name (as long as a profile's), an
// ID number, an address. The contracts refuse longer (contract/too-long.ts); the forms' fields
// take no more. A file of its own: the checkout loads it first, without the contracts' messages.
export const NAME_MAX = 100
export const ID_NUMBER_MAX = 50
export const ADDRESS_MAX = 400
