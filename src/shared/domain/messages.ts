// SPEC §8 and §5: the product's copy, in one place, to the letter (typos included: they are
// the specified text).

// Each message is its own export, read as `import * as messages from …` then `messages.x`:
// the bundler keeps only those a page uses (issue 9: they were one object, all on the
// booking path's first scripts).

// Search
export const searchRoundTripError = 'Error validating your request, Please try again!'
export const noBusBetween = (from: string, to: string) =>
  `There's no bus travelling from ${from} terminal to ${to} terminal. Check out other nearby terminals travelling to your destination.`
export const noHireFound = 'No hire found, please try again.'
export const seatsExceeded = 'You have exceeded the number of seats selectable'

// Check-in
export const checkInTooFar = 'YOU MUST BE LESS THAN 300KM TO THE TERMINAL TO CHECKED IN.'
export const checkInSuccess = 'YOU ARE CHECKED IN!!!'
export const checkInError = 'ERROR WHILE TRYING TO CHECK YOU IN, PLEASE TRY AGAIN!!!'
export const checkInLocationDenied = 'You must grant location access to Check In.'
/** Ours: location allowed, but the phone cannot find where it is (GPS off, no fix in time). */
export const checkInLocationUnavailable =
  "We could not find where you are. Turn on your phone's location (GPS) and try again."
export const checkInFailedTitle = 'Check-In Failed'
export const invalidRefCode = 'Invalid RefCode!!!, Please try again'
export const bookingStatusNotFound = (ref: string) =>
  `Booking Status not found for this particular Booking Reference ${ref}, Please try again.`

// Wallet
export const walletDoesNotExist = 'Wallet does not exist'
export const walletPinNeeded = 'You need to setup your wallet pin in order to use your wallet.'
export const walletBalanceLow = 'Your wallet balance is low'
export const invalidAmount = 'Invalid amount.'
export const pinMismatch = "Transaction pin doesn't match"
export const pinCreated = 'Transaction pin successfully created'
/** @public SPEC §8 after a wallet PIN reset by stage update; the reset here says pinCreated. */
export const pinResetLogin = 'Pin reset successfully, kindly login.'
export const pinNotMatch = 'Pin not Match'

// Payment
export const paymentInitError = 'Error while processing your request.'
export const paymentConfirmError = 'An error occured while processing your request.'
export const opayFailed = 'Your booking failed.'
export const bnplCancelled = 'Booking cancelled.'
export const budpayClosed = 'Transaction was not completed, window closed.'
/** Ours: the server offers no way to pay this (SANDBOX_PAYMENTS=off with no gateway keys). */
export const noPaymentMethod = 'No way to pay is available right now. Please try again later.'

// Auth
export const wrongCredentials = 'Username or Password is incorrect! Please contact admin.'
export const googleFailed = 'Google authentication failed, Please try again!'
export const sessionExpired = 'Session Expired, Please log in'
export const resetFailed = 'Error validating your request, Please try again!'
export const completeRegistration = 'Please kindly complete your registration process.'
export const passwordMismatch = "Password Doesn't Match"

// Validation (SPEC §5)
export const phoneLength = 'Phone No. should not be less/greater than 11 characters'
export const phoneNigerianOnly =
  'Only Nigerian numbers are allowed. Please provide a Nigerian number.'
export const phoneElevenDigits = 'Phone No should be 11 digit'
export const phonesMustDiffer = 'Passenger and Next of Kin Phone No. should not be the same!!!'
export const invalidEmail = 'Please provide a valid email address'
export const allFieldsRequired = 'All fields are required.'
/** Ours: a person's name with anything but letters, spaces, hyphens, apostrophes, dots (person-name.ts). */
export const invalidName = (what: string) =>
  `Please enter a valid ${what.toLowerCase()}, with letters, spaces, hyphens, apostrophes and dots only.`
export const selectImage = 'Please select an image to upload'

// Bills
export const errorFetchingDiscos = 'Error fetching Discos.'
export const errorFetchingPlans = 'Error fetching providers plans.'
export const errorFetchingTvProviders = 'Error fetching TV providers.'
export const errorValidatingMeter = 'Error validating meter informations.'
export const errorValidatingInfo = 'Error validating informations.'
export const errorGeneratingReference = 'Error generating payment reference.'
export const billFailed = 'Your transaction failed, Please Try again.'
export const billPending = 'Your transaction is processing'
export const billSuccess = 'Your transaction was successful'

// Others
export const terminalsFetchError = 'Error while fetching terminals., Please try again!'
export const noPriceFound = 'No price found, Check a new routes.'
export const noReferralCode = 'No Referral Code Found'
export const copied = 'Copied!!!'
export const noBookingsYet = 'You are yet to make a booking'
/** Ours: a wrong code (sign-up, e-mail, wallet PIN changes). */
export const otpInvalid = 'Invalid OTP, please try again.'

// Successes
export const otpSent = 'OTP Sent Successfully.'
export const otpVerified = 'OTP Verified.'
export const phoneVerified = 'Phone Number Verified'
export const loggedIn = 'Logged In Successfully'
export const registered = 'Registration successfull, Please login to continue.'
export const feedbackReceived = 'We have Received your Feedback....Thank you.'
export const enquiryReceived =
  'Thanks for your enquiry! We would get back to you within the next 48 hours'
export const passwordReset = 'Password Reset Successful'
export const photoUploaded = 'Photo Uploaded Successfully'
export const profileUpdated = 'Profile Details Updated Successfully'
export const passwordChanged = 'Password Changed Successfully.'
export const emailOtpSent = 'OTP send to email successfully.'
export const emailVerified = 'Email Verified successfully, kindly login to continue.'
export const accountDeleted = 'Account deleted successfully.'
export const requestSuccessful = 'Your request is successful.'
export const upgradeOtp = 'Kindly complete OTP verification to complete your Upgrade request.'
export const ratingThanks = 'Thanks for sharing! Your feedback makes us better.'
export const airtimePurchased = 'Airtime Purchased Successfully.'
export const electricityPurchased = 'Purchased Successfully.'
