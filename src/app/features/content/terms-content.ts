// SPEC §2: 17 sections; figures from SPEC §9.
export const termsSections: readonly (readonly [string, string])[] = [
  [
    '1. Acceptance',
    'By booking a seat, hiring a vehicle or using the wallet you accept these terms.',
  ],
  [
    '2. Tickets',
    'A ticket is valid for the trip, date and seat shown on it and for 365 days for rescheduling.',
  ],
  [
    '3. Fares',
    'Fares are per adult seat. Children aged 2 to 10 pay 50% with an ID, up to 3 per adult.',
  ],
  [
    '4. Payment',
    'Bookings are confirmed only after payment is verified. Unpaid bank transfers expire after 1 hour.',
  ],
  [
    '5. Cancellation',
    'Cancellation fees: 15% three or more days before departure, 20% two days, 30% one day, 50% for a no-show.',
  ],
  [
    '6. Refunds',
    'Approved refunds are paid in 3 to 10 working days; double debits in 7 to 10 working days.',
  ],
  [
    '7. Missed buses',
    'A missed bus can be rescheduled for a fee of ₦1,000.00, subject to seat availability.',
  ],
  [
    '8. Check-in',
    'Check-in closes 30 minutes before departure. Late passengers may lose their seat.',
  ],
  [
    '9. Luggage',
    'One medium piece per passenger. Extra luggage needs an extra seat or our logistics service.',
  ],
  ['10. Prohibited items', 'Dangerous, illegal or perishable goods may not be carried.'],
  [
    '11. Lost property',
    'Found items are kept for 30 days; perishables are discarded the same day.',
  ],
  [
    '12. Vehicle hire',
    'Hire needs full prepayment; cancelling a hire deducts 20%. Excess luggage is not allowed on hire buses.',
  ],
  ['13. Wallet', 'The wallet is protected by a 4-digit PIN and locks after 3 wrong attempts.'],
  [
    '14. Conduct',
    'Passengers must follow the crew’s safety instructions and respect other travellers.',
  ],
  [
    '15. Liability',
    'We are not liable for delays caused by road, weather or security conditions beyond our control.',
  ],
  ['16. Privacy', 'We handle your data as described in our Privacy Policy.'],
  ['17. Changes', 'We may update these terms; the version on this page applies to new bookings.'],
]
