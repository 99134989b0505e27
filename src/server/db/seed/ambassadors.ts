// Demo ambassadors (SPEC §1: agents), so the tier 3 upgrade and account deletion can be tried
// end to end (README lists them for testers). Real ones come from operations.
export const AMBASSADORS = [
  {
    id: 101,
    first_name: 'Kunle',
    last_name: 'Adeyemi',
    email: 'kunle.adeyemi@ambassadors.waka.ng',
    phone_number: '+2348030000101',
    verification_id: 'WAKA-T3-101',
  },
  {
    id: 102,
    first_name: 'Halima',
    last_name: 'Bello',
    email: 'halima.bello@ambassadors.waka.ng',
    phone_number: '+2348030000102',
    verification_id: 'WAKA-T3-102',
  },
  {
    id: 103,
    first_name: 'Chinedu',
    last_name: 'Nwosu',
    email: 'chinedu.nwosu@ambassadors.waka.ng',
    phone_number: '+2348030000103',
    verification_id: 'WAKA-T3-103',
  },
]
