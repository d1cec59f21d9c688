import { bookingPage } from '@/app/auth/_booking/booking-page';

/** The booking page of Orientação financeira (app/auth/_booking/booking-page.tsx). */
const { generateMetadata, BookingPage } = bookingPage('finance');
export { generateMetadata };
export default BookingPage;
