// SPEC §8 and §5: the product's copy, in one place, to the letter (typos included: they are
// the specified text).

export const messages = {
  // Search
  searchRoundTripError: 'Error validating your request, Please try again!',
  noBusBetween: (from: string, to: string) =>
    `There's no bus travelling from ${from} terminal to ${to} terminal. Check out other nearby terminals travelling to your destination.`,
  noHireFound: 'No hire found, please try again.',
  seatsExceeded: 'You have exceeded the number of seats selectable',

  // Check-in
  checkInTooFar: 'YOU MUST BE LESS THAN 300KM TO THE TERMINAL TO CHECKED IN.',
  checkInSuccess: 'YOU ARE CHECKED IN!!!',
  checkInError: 'ERROR WHILE TRYING TO CHECK YOU IN, PLEASE TRY AGAIN!!!',
  checkInLocationDenied: 'You must grant location access to Check In.',
  checkInFailedTitle: 'Check-In Failed',
  invalidRefCode: 'Invalid RefCode!!!, Please try again',
  bookingStatusNotFound: (ref: string) =>
    `Booking Status not found for this particular Booking Reference ${ref}, Please try again.`,

  // Wallet
  wrongPin: 'Wrong pin supplied. Your wallet will be locked on 3 failed attempts',
  walletDoesNotExist: 'Wallet does not exist',
  walletPinNeeded: 'You need to setup your wallet pin in order to use your wallet.',
  walletBalanceLow: 'Your wallet balance is low',
  invalidAmount: 'Invalid amount.',
  pinMismatch: "Transaction pin doesn't match",
  pinCreated: 'Transaction pin successfully created',
  pinResetLogin: 'Pin reset successfully, kindly login.',
  pinNotMatch: 'Pin not Match',

  // Payment
  paymentInitError: 'Error while processing your request.',
  paymentConfirmError: 'An error occured while processing your request.',
  opayFailed: 'Your booking failed.',
  bnplCancelled: 'Booking cancelled.',
  budpayClosed: 'Transaction was not completed, window closed.',

  // Auth
  wrongCredentials: 'Username or Password is incorrect! Please contact admin.',
  googleFailed: 'Google authentication failed, Please try again!',
  sessionExpired: 'Session Expired, Please log in',
  resetFailed: 'Error validating your request, Please try again!',
  completeRegistration: 'Please kindly complete your registration process.',
  passwordMismatch: "Password Doesn't Match",

  // Validation (SPEC §5)
  phoneLength: 'Phone No. should not be less/greater than 11 characters',
  phoneNigerianOnly: 'Only Nigerian numbers are allowed. Please provide a Nigerian number.',
  phoneElevenDigits: 'Phone No should be 11 digit',
  phonesMustDiffer: 'Passenger and Next of Kin Phone No. should not be the same!!!',
  invalidEmail: 'Please provide a valid email address',
  allFieldsRequired: 'All fields are required.',
  selectImage: 'Please select an image to upload',

  // Bills
  errorFetchingDiscos: 'Error fetching Discos.',
  errorFetchingPlans: 'Error fetching providers plans.',
  errorFetchingTvProviders: 'Error fetching TV providers.',
  errorValidatingMeter: 'Error validating meter informations.',
  errorValidatingInfo: 'Error validating informations.',
  errorGeneratingReference: 'Error generating payment reference.',
  billFailed: 'Your transaction failed, Please Try again.',
  billPending: 'Your transaction is processing',
  billSuccess: 'Your transaction was successful',

  // Others
  terminalsFetchError: 'Error while fetching terminals., Please try again!',
  trackingNoLocation: "Can't get vehicle locatioon",
  trackingSomethingWrong: 'Something went wrong, please refresh and try again!',
  trackingInvalid: 'Invalid Information!',
  /** Ours: a tracking connection asked for a bus past its limit (realtime.ts MAX_SUBSCRIPTIONS). */
  trackingTooManyBuses: 'You can follow up to 4 buses at once.',
  /** Ours: an address already holds as many tracking connections as it may. */
  trackingTooManyConnections: 'Too many connections, please try again later.',
  noPriceFound: 'No price found, Check a new routes.',
  noReferralCode: 'No Referral Code Found',
  copied: 'Copied!!!',
  noBookingsYet: 'You are yet to make a booking',
  /** Ours: a wrong code (sign-up, e-mail, wallet PIN changes). */
  otpInvalid: 'Invalid OTP, please try again.',

  // Successes
  otpSent: 'OTP Sent Successfully.',
  otpVerified: 'OTP Verified.',
  phoneVerified: 'Phone Number Verified',
  loggedIn: 'Logged In Successfully',
  registered: 'Registration successfull, Please login to continue.',
  feedbackReceived: 'We have Received your Feedback....Thank you.',
  enquiryReceived: 'Thanks for your enquiry! We would get back to you within the next 48 hours',
  passwordReset: 'Password Reset Successful',
  photoUploaded: 'Photo Uploaded Successfully',
  profileUpdated: 'Profile Details Updated Successfully',
  passwordChanged: 'Password Changed Successfully.',
  emailOtpSent: 'OTP send to email successfully.',
  emailVerified: 'Email Verified successfully, kindly login to continue.',
  accountDeleted: 'Account deleted successfully.',
  requestSuccessful: 'Your request is successful.',
  upgradeOtp: 'Kindly complete OTP verification to complete your Upgrade request.',
  ratingThanks: 'Thanks for sharing! Your feedback makes us better.',
  airtimePurchased: 'Airtime Purchased Successfully.',
  electricityPurchased: 'Purchased Successfully.',
} as const
