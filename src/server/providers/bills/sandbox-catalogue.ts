import type { Biller, Category, PaymentItem } from './bills-switch.ts'

// The sandbox switch's catalogue: real Nigerian billers with their plans and prices (naira,
// November 2026). Biller ids of the networks are SPEC §7's; the others are the sandbox's own.

export const CATEGORIES: Category[] = [
  { categoryid: 1, categoryname: 'Utility Bills' },
  { categoryid: 2, categoryname: 'Cable TV Bills' },
  { categoryid: 3, categoryname: 'Mobile Recharge' },
  { categoryid: 4, categoryname: 'Data Bundles' },
]

const networks: [number, string, string][] = [
  [348, 'MTN', 'MTN'],
  [3070, 'Glo', 'GLO'],
  [901, 'Airtel', 'AIRTEL'],
  [205, '9mobile (Etisalat)', 'ETISALAT'],
]

const discos: [number, string, string][] = [
  [601, 'Ikeja Electric', 'IKEDC'],
  [602, 'Eko Electricity (EKEDC)', 'EKEDC'],
  [603, 'Abuja Electricity (AEDC)', 'AEDC'],
  [604, 'Ibadan Electricity (IBEDC)', 'IBEDC'],
  [605, 'Enugu Electricity (EEDC)', 'EEDC'],
  [606, 'Port Harcourt Electricity (PHED)', 'PHED'],
  [607, 'Kano Electricity (KEDCO)', 'KEDCO'],
  [608, 'Kaduna Electric', 'KAEDCO'],
  [609, 'Jos Electricity (JED)', 'JED'],
  [610, 'Benin Electricity (BEDC)', 'BEDC'],
  [611, 'Yola Electricity (YEDC)', 'YEDC'],
]

const tv: [number, string, string, [string, number][]][] = [
  [
    104,
    'DStv',
    'DSTV',
    [
      ['DStv Padi', 4_400],
      ['DStv Yanga', 6_000],
      ['DStv Confam', 11_000],
      ['DStv Compact', 19_000],
      ['DStv Compact Plus', 30_000],
      ['DStv Premium', 44_500],
    ],
  ],
  [
    459,
    'GOtv',
    'GOTV',
    [
      ['GOtv Smallie', 1_900],
      ['GOtv Jinja', 3_900],
      ['GOtv Jolli', 5_800],
      ['GOtv Max', 8_500],
      ['GOtv Supa', 11_400],
    ],
  ],
  [
    571,
    'StarTimes',
    'STARTIMES',
    [
      ['StarTimes Nova', 1_900],
      ['StarTimes Basic', 3_700],
      ['StarTimes Smart', 4_700],
      ['StarTimes Classic', 5_500],
      ['StarTimes Super', 9_000],
    ],
  ],
]

const bundles: [string, number][] = [
  ['1GB - 1 Day', 500],
  ['2GB - 2 Days', 750],
  ['1.5GB - 7 Days', 1_000],
  ['3.5GB - 30 Days', 2_500],
  ['10GB - 30 Days', 4_500],
  ['20GB - 30 Days', 7_500],
]

export const BILLERS: Biller[] = [
  ...discos.map(([billerid, billername, shortName]) => ({
    billerid,
    billername,
    shortName,
    categoryid: 1,
  })),
  ...tv.map(([billerid, billername, shortName]) => ({
    billerid,
    billername,
    shortName,
    categoryid: 2,
  })),
  ...networks.map(([billerid, billername, shortName]) => ({
    billerid,
    billername,
    shortName,
    categoryid: 3,
  })),
]

const item = (billerid: number, n: number, name: string, naira: number): PaymentItem => ({
  paymentitemid: String(n).padStart(2, '0'),
  paymentitemname: name,
  billerid,
  amount: naira * 100,
  itemFee: 0,
  paymentCode: `${billerid}${String(n).padStart(2, '0')}`,
})

export const PAYMENT_ITEMS: PaymentItem[] = [
  ...discos.flatMap(([id, name]) => [
    item(id, 1, `${name} Prepaid`, 0),
    item(id, 2, `${name} Postpaid`, 0),
  ]),
  ...tv.flatMap(([id, , , plans]) => plans.map(([name, naira], i) => item(id, i + 1, name, naira))),
  // Each network: its airtime (the customer's amount) and its data bundles (SPEC §7).
  ...networks.flatMap(([id, name]) => [
    item(id, 1, `${name} Airtime`, 0),
    ...bundles.map(([bundle, naira], i) => item(id, i + 10, `${name} Data ${bundle}`, naira)),
  ]),
]
