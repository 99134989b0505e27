import type { AccordionItem } from '#app/ui/accordion.tsx'

// SPEC §9 constants in travellers' words.
export const faqGroups: { title: string; items: AccordionItem[] }[] = [
  {
    title: 'Booking',
    items: [
      {
        title: 'How do I book a seat?',
        body: 'Choose where you are travelling from and to, your date and number of adults on the home page, pick a bus, choose your seats, then pay.',
      },
      {
        title: 'Can I book for children?',
        body: 'Yes. Children aged 2 to 10 travel at 50% off with an ID, up to 3 children per adult. Minors aged 10 to 15 travelling alone need a signed form from the terminal.',
      },
      {
        title: 'Do I need an account?',
        body: 'No. You can continue without logging in. Signed-in customers get an additional 5% off and can manage their bookings.',
      },
    ],
  },
  {
    title: 'Tickets',
    items: [
      {
        title: 'How do I check my booking?',
        body: 'Use the Booking status tab on the home page with the reference code from your ticket or payment e-mail.',
      },
      {
        title: 'Can I cancel or change my ticket?',
        body: 'Cancellation fees apply: 15% three or more days before departure, 20% two days before, 30% one day before and 50% for a no-show. A missed bus can be rescheduled for ₦1,000.00.',
      },
      {
        title: 'When should I check in?',
        body: 'Check in with your reference code or your phone’s location. Check-in closes 30 minutes before departure.',
      },
    ],
  },
  {
    title: 'Payments',
    items: [
      {
        title: 'How can I pay?',
        body: 'MasterCard, Visa, Verve, bank USSD, bank transfer or your Waka wallet. Paying with the wallet earns 5% cashback.',
      },
      {
        title: 'I was debited but got no ticket. What now?',
        body: 'We check every payment with the provider. If your seat could not be confirmed the amount goes back to your Waka wallet when you are signed in, or is refunded to you in 3 to 10 working days when you booked as a guest; double debits are refunded in 7 to 10 working days.',
      },
      {
        title: 'How long do refunds take?',
        body: 'Approved refunds reach you in 3 to 10 working days.',
      },
    ],
  },
  {
    title: 'Buses',
    items: [
      {
        title: 'What buses do you run?',
        body: 'Toyota Hiace and Hiace X, Premium and PRO coaches, and Toyota Sienna for smaller groups.',
      },
      {
        title: 'How much luggage can I bring?',
        body: 'One medium bag of about 30 × 22 × 15 inches. See Luggage Allowance for the full rules.',
      },
      {
        title: 'Can I hire a whole bus?',
        body: 'Yes. Use the Hire a bus tab on the home page. Hire needs full prepayment.',
      },
    ],
  },
]
