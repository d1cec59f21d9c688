import { bookingPage } from '@/app/auth/_booking/booking-page';

/** The booking page of Fale com um especialista (app/auth/_booking/booking-page.tsx). */
const { generateMetadata, BookingPage } = bookingPage('specialist');
export { generateMetadata };
export default BookingPage;
