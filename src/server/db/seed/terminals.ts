import type { TerminalsTable } from '#server/db/schema.ts'

// SPEC §3: about 33 static terminals in the states it names (lowercase state keys as SPEC spells
// them: 'akwaibom', 'portharcourt', 'cross-river'). Coordinates are the real cities. Zuba appears
// once (SPEC's duplicated Zuba row is a data error we do not copy). One Ghana terminal serves the
// international Lagos–Accra route.

type Row = [id: number, name: string, state: string, lat: number, lng: number, address: string]

const NG: Row[] = [
  [1, 'Lagos (Jibowu)', 'lagos', 6.5167, 3.3696, '20 Ikorodu Road, Jibowu, Yaba, Lagos'],
  [2, 'Lagos (Ajah)', 'lagos', 6.469, 3.5665, 'KM 25 Lekki-Epe Expressway, Ajah, Lagos'],
  [
    3,
    'Lagos (Iyana Ipaja)',
    'lagos',
    6.613,
    3.295,
    '12 Lagos-Abeokuta Expressway, Iyana Ipaja, Lagos',
  ],
  [
    4,
    'Lagos (Ojota Palliative)',
    'lagos',
    6.587,
    3.38,
    'Ojota Interchange, Ikorodu Road, Ojota, Lagos',
  ],
  [5, 'Lagos (Festac)', 'lagos', 6.4668, 3.283, '2nd Avenue, Festac Town, Amuwo-Odofin, Lagos'],
  [6, 'Abuja (Utako)', 'abuja', 9.069, 7.44, 'Plot 1012 Obafemi Awolowo Way, Utako, Abuja'],
  [7, 'Abuja (Zuba)', 'abuja', 9.1, 7.217, 'Zuba Motor Park, Kaduna-Abuja Expressway, Zuba, Abuja'],
  [8, 'Abuja (Kubwa)', 'abuja', 9.155, 7.322, 'Gado Nasko Road, Kubwa, Abuja'],
  [9, 'Benin (Akpakpava)', 'edo', 6.339, 5.633, '92 Akpakpava Road, Benin City, Edo'],
  [10, 'Benin (Uselu)', 'edo', 6.385, 5.607, '180 Uselu-Lagos Road, Uselu, Benin City, Edo'],
  [11, 'Auchi', 'edo', 7.067, 6.267, '14 Jattu Road, Auchi, Edo'],
  [12, 'Asaba', 'delta', 6.2, 6.733, '45 Nnebisi Road, Asaba, Delta'],
  [13, 'Warri', 'delta', 5.517, 5.75, '102 Effurun-Sapele Road, Effurun, Warri, Delta'],
  [14, 'Ughelli', 'delta', 5.49, 5.995, '7 Isoko Road, Ughelli, Delta'],
  [15, 'Enugu (Holy Ghost)', 'enugu', 6.442, 7.499, '3 Ogui Road, Holy Ghost, Enugu'],
  [16, 'Nsukka', 'enugu', 6.857, 7.396, '21 Enugu Road, Nsukka, Enugu'],
  [17, 'Onitsha (Upper Iweka)', 'anambra', 6.141, 6.777, '34 Upper Iweka Road, Onitsha, Anambra'],
  [18, 'Awka', 'anambra', 6.21, 7.074, '60 Zik Avenue, Awka, Anambra'],
  [19, 'Nnewi', 'anambra', 6.02, 6.917, '8 Old Onitsha Road, Nnewi, Anambra'],
  [20, 'Owerri', 'imo', 5.485, 7.035, '17 Douglas Road, Owerri, Imo'],
  [21, 'Orlu', 'imo', 5.796, 7.035, '5 Owerri Road, Orlu, Imo'],
  [22, 'Aba', 'abia', 5.107, 7.367, '41 Asa Road, Aba, Abia'],
  [23, 'Umuahia', 'abia', 5.525, 7.492, '12 Aba Road, Umuahia, Abia'],
  [
    24,
    'Port Harcourt (Waterlines)',
    'portharcourt',
    4.816,
    7.05,
    '1 Aba Road, Waterlines, Port Harcourt, Rivers',
  ],
  [
    25,
    'Port Harcourt (Mile 1)',
    'portharcourt',
    4.793,
    6.999,
    '66 Ikwerre Road, Mile 1, Diobu, Port Harcourt, Rivers',
  ],
  [26, 'Uyo', 'akwaibom', 5.038, 7.913, '24 Oron Road, Uyo, Akwa Ibom'],
  [27, 'Eket', 'akwaibom', 4.643, 7.924, '3 Marina Road, Eket, Akwa Ibom'],
  [28, 'Calabar', 'cross-river', 4.952, 8.322, '88 Murtala Mohammed Highway, Calabar, Cross River'],
  [29, 'Yenagoa', 'bayelsa', 4.927, 6.268, '10 Mbiama-Yenagoa Road, Yenagoa, Bayelsa'],
  [30, 'Kaduna', 'kaduna', 10.51, 7.417, '31 Ahmadu Bello Way, Kaduna'],
  [31, 'Jos', 'plateau', 9.897, 8.858, '15 Bauchi Road, Jos, Plateau'],
  [32, 'Ibadan (Challenge)', 'oyo', 7.348, 3.881, 'Challenge Roundabout, Ibadan, Oyo'],
]

const GH: Row[] = [
  [33, 'Accra (Kaneshie)', 'greater-accra', 5.567, -0.236, 'Kaneshie Station, Winneba Road, Accra'],
]

/** A terminal name as an e-mail local part: 'Lagos (Iyana Ipaja)' → 'lagos.iyanaipaja'. */
function mailbox(name: string): string {
  return name
    .toLowerCase()
    .replace(/\(([^)]*)\)/, (_, inner: string) => `.${inner.replace(/\s+/g, '')}`)
    .replace(/[^a-z.]/g, '')
}

function toTerminal([id, name, state, latitude, longitude, address]: Row, country: 'NG' | 'GH') {
  // Nigerian numbers are 11 digits (SPEC §5); Ghana's are 10.
  const phone =
    country === 'NG'
      ? `0809${String(1000000 + id * 7919).slice(-7)}`
      : `030${String(2000000 + id * 131).slice(-7)}`
  return {
    id,
    name,
    state,
    address,
    phone_number: phone,
    email: `${mailbox(name)}@waka.ng`,
    latitude,
    longitude,
    logo: null,
    country_code: country,
  } satisfies TerminalsTable
}

export const TERMINALS: TerminalsTable[] = [
  ...NG.map((row) => toTerminal(row, 'NG')),
  ...GH.map((row) => toTerminal(row, 'GH')),
]
