// Demo ambassadors (SPEC §1: agents), so the tier 3 upgrade and account deletion can be tried
// end to end (README lists them for testers). Real ones come from operations. Their invitation
// codes are drawn at random by each database's seed (tester L: the published, sequential
// WAKA-T3-101… let a stranger use up an ambassador's upgrade): outside production
// GET /api/dev/ambassadors lists their links.
export const AMBASSADORS = [
  {
    id: 101,
    first_name: 'Kunle',
    last_name: 'Adeyemi',
    email: 'kunle.adeyemi@ambassadors.waka.ng',
    phone_number: '+2348030000101',
  },
  {
    id: 102,
    first_name: 'Halima',
    last_name: 'Bello',
    email: 'halima.bello@ambassadors.waka.ng',
    phone_number: '+2348030000102',
  },
  {
    id: 103,
    first_name: 'Chinedu',
    last_name: 'Nwosu',
    email: 'chinedu.nwosu@ambassadors.waka.ng',
    phone_number: '+2348030000103',
  },
]
