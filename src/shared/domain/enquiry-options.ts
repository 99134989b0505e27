// SPEC §9 reference lists for the contact and partner forms (shared by the forms and the server).

/** SPEC §9 feedback categories. */
export const FEEDBACK_CATEGORIES = [
  { id: 1, name: 'Enquiry' },
  { id: 2, name: 'Query' },
  { id: 3, name: 'Emergency' },
  { id: 4, name: 'Feedback' },
] as const

export const VEHICLE_MAKERS = ['JET', 'Toyota'] as const
export const VEHICLE_MODELS = ['JET Movers', 'Hiace (High Roof)'] as const
export const VEHICLE_COLOURS = [
  'Silver',
  'Wine',
  'Navy',
  'Blue',
  'White',
  'Black',
  'Champagne',
  'Gold',
] as const
export const INSPECTION_LOCATIONS = [
  'Jibowu - Lagos',
  'Ajah - Lagos',
  'Iyana Ipaja - Lagos',
  'Asaba - Delta',
  'Utako - FCT',
  'Uselu - Edo',
] as const

/** SPEC §9: vehicle years 2013 to the current year. */
export function vehicleYears(now = new Date()): number[] {
  const years: number[] = []
  for (let year = now.getUTCFullYear(); year >= 2013; year--) years.push(year)
  return years
}

/** SPEC §9: the 36 states and the FCT. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const

/** SPEC §9 rating scale, 1 to 5. */
export const RATING_LABELS = ['Nah!', 'Poor', 'Fair', 'Sweet', 'Epic!'] as const

/** SPEC §3 ratingsType: what is rated. */
export const RATING_TYPES = [
  { id: 1, name: 'Trip' },
  { id: 2, name: 'Captain' },
  { id: 3, name: 'Terminal' },
] as const

/** Follow-up choices offered below 4 (SPEC §5); 'Others' reveals free text. */
/** The longest 'Others' comment of a rating (ours; the page's box stops there too). */
export const RATING_COMMENT_MAX = 1000

export const RATING_ISSUES: Record<1 | 2 | 3, readonly string[]> = {
  1: ['Late departure', 'Uncomfortable seat', 'Air conditioning', 'Dirty bus', 'Others'],
  2: ['Reckless driving', 'Rude behaviour', 'Unplanned stops', 'Others'],
  3: ['Long queue', 'Unhelpful staff', 'Dirty terminal', 'Others'],
}
