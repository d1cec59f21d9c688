import { bookingPage } from '@/app/auth/_booking/booking-page';

/** The booking page of Orientação em marketing digital (app/auth/_booking/booking-page.tsx). */
const { generateMetadata, BookingPage } = bookingPage('marketing');
export { generateMetadata };
export default BookingPage;
